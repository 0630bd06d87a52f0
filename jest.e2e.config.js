/** Browser tests: playwright-core drives Debian's Chromium against the built site in public/. */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testMatch: ["<rootDir>/e2e/**/*.e2e.ts"],
  globalSetup: "<rootDir>/e2e/support/global-setup.mjs",
  globalTeardown: "<rootDir>/e2e/support/global-teardown.mjs",
  testTimeout: 60000,
};
