/**
 * Slow editor-workflow tests: each starts `gatsby develop` in a temporary copy
 * of the site (1-3 minutes) and drives it with Chromium. Not part of `npm test`;
 * run with `npm run test:develop`.
 */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testMatch: ["<rootDir>/e2e/**/*.develop.ts"],
  testTimeout: 15 * 60 * 1000,
};
