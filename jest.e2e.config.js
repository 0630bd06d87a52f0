/** Browser tests: playwright-core drives Debian's Chromium against the built site in public/. */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
  testMatch: ["<rootDir>/e2e/**/*.e2e.ts"],
  globalSetup: "<rootDir>/e2e/support/global-setup.mjs",
  globalTeardown: "<rootDir>/e2e/support/global-teardown.mjs",
  testTimeout: 60000,
  // @sanity/mutator ships ES modules only; the local Sanity API (local-sanity/) imports it.
  transformIgnorePatterns: ["node_modules/(?!@sanity/mutator/)"],
};
