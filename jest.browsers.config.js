/**
 * npm test's browser stage: the Chromium suite (jest.e2e.config.js) and the core in three engines
 * (jest.engines.config.js) in one pool with one set of servers (the e2e global setup), which npm
 * test runs two files at a time: each file waits on its browser about half the time (the two
 * stages took 13 min one file at a time). npm test leaves out of the pool the files that stop the
 * shared local backend and runs them alone afterwards (scripts/test.ts), so no other file sees
 * the outage they cause.
 */
const e2e = require("./jest.e2e.config.js");
const engines = require("./jest.engines.config.js");

/** Options the pool sets once for both projects: the servers. */
const poolOptions = new Set(["globalSetup", "globalTeardown"]);

/** A project's own options: the servers are the pool's, started once. */
const project = (displayName, options) => ({
  displayName,
  rootDir: __dirname,
  ...Object.fromEntries(Object.entries(options).filter(([name]) => !poolOptions.has(name))),
});

module.exports = {
  // Jest reads a test's timeout from the top-level config, not a project's: the engines' (the larger) for both.
  testTimeout: engines.testTimeout,
  globalSetup: e2e.globalSetup,
  globalTeardown: e2e.globalTeardown,
  projects: [project("chromium", e2e), project("engines", engines)],
};
