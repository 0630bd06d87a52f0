/** Browser tests: playwright-core drives Debian's Chromium against the built site in public/. */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
  testMatch: ["<rootDir>/e2e/**/*.e2e.ts"],
  globalSetup: "<rootDir>/e2e/support/global-setup.mjs",
  globalTeardown: "<rootDir>/e2e/support/global-teardown.mjs",
  testTimeout: 60000,
  // @sanity/mutator and its obug ship ES modules only; the local Sanity API (local-sanity/) imports them.
  transformIgnorePatterns: ["node_modules/(?!(@sanity/mutator|@sanity/preview-url-secret|obug)/)"],
};
