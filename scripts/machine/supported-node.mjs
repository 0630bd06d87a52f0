// Which Node the project runs on. npm ci installs Node 24 LTS into node_modules/.bin (the `node`
// devDependency), and npm scripts put that folder first on PATH, so every script runs on it
// whatever the machine's own Node is. Node 22.12+ stays supported for one thing: a host's deploy
// build that ignores .node-version. Anything else gets one message saying what to do.
// JavaScript (with JSDoc types, which tsc reads) because check-node.mjs runs it on any Node.

/** The pinned runtime, as in package.json's devDependencies.node and .nvmrc. */
export const projectNode = "24.21.0";

const supported = [
  { major: 22, minor: 12, why: "deploy builds on hosts" },
  { major: 24, minor: 0, why: "everything" },
];

/**
 * null when `version` (process.versions.node) can run the project, else what to tell the person.
 * @param {string} version
 * @returns {string | null}
 */
export function unsupportedNodeMessage(version) {
  const [major, minor] = version.split(".").map(Number);
  if (supported.some((line) => line.major === major && minor >= line.minor)) return null;
  return [
    `This project runs on Node ${projectNode} (LTS); this is Node ${version}.`,
    "Run it through npm (npm start, npm test, npm run …): npm ci installs Node 24 into",
    "node_modules/.bin and npm scripts use it. If that Node is missing, npm ci skipped its install",
    "script (allowScripts in package.json approves `node`; --ignore-scripts skips it): run npm ci",
    `again, or switch your shell's Node with \`nvm use\` (.nvmrc says ${projectNode}).`,
  ].join("\n");
}
