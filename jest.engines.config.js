/**
 * The cross-engine browser suite (e2e/engines): the core tests in Chromium, Firefox and WebKit
 * against the built site in public/, with the same servers as jest.e2e.config.js.
 * E2E_ENGINES=firefox (or a comma list) runs only those engines.
 */
const e2e = require("./jest.e2e.config.js");

module.exports = {
  ...e2e,
  testMatch: ["<rootDir>/e2e/engines/**/*.engines.ts"],
  // WebKitGTK under Xvfb on a loaded machine is the slowest of the three.
  testTimeout: 120000,
};
