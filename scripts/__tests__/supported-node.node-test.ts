// What a person on each Node line is told before npm start, npm test, build or develop runs.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { projectNode, unsupportedNodeMessage } from "../machine/supported-node.mjs";

test("Node 24 runs everything and Node 22.12+ (a host's deploy build) is accepted", () => {
  for (const version of ["24.0.0", projectNode, "24.30.1", "22.12.0", "22.16.0"]) {
    assert.equal(unsupportedNodeMessage(version), null, version);
  }
});

test("end-of-life, too old and not yet supported lines are told what to do", () => {
  for (const version of ["20.20.2", "22.11.0", "23.6.0", "25.2.0", "26.10.0", "18.20.8"]) {
    const message = unsupportedNodeMessage(version);
    assert.ok(message, version);
    assert.match(message, new RegExp(`this is Node ${version.replaceAll(".", "\\.")}`));
    assert.match(message, /npm start, npm test/);
    assert.match(message, /nvm use/);
  }
});

test("the pinned version is the one npm ci installs, .nvmrc names and the hosts are told", () => {
  const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
    devDependencies: Record<string, string>;
    allowScripts?: Record<string, boolean>;
  };
  assert.equal(manifest.devDependencies.node, projectNode);
  assert.equal(manifest.allowScripts?.node, true, "npm 11 must run the node package's install script");
  assert.equal(readFileSync(".nvmrc", "utf8").trim(), projectNode);
  assert.equal(readFileSync(".node-version", "utf8").trim(), projectNode);
  assert.match(readFileSync("netlify.toml", "utf8"), new RegExp(`NODE_VERSION = "${projectNode}"`));
});

test("npm scripts run on the project's Node, whatever Node started npm", () => {
  const printed = execFileSync("npm", ["exec", "--", "node", "-p", "process.versions.node"], { encoding: "utf8" });
  assert.equal(printed.trim(), projectNode);
});

test("check-node passes on this Node and stops the machine's own end-of-life Node with the message", (context) => {
  const ok = spawnSync(process.execPath, ["scripts/check-node.mjs"], { encoding: "utf8" });
  assert.equal(ok.status, 0, ok.stderr);
  // The machine's own Node (Node 20 on these machines) when it is one the project does not support.
  const system = spawnSync("/usr/bin/node", ["-p", "process.versions.node"], { encoding: "utf8" });
  const systemVersion = system.stdout?.trim();
  if (system.status !== 0 || !systemVersion || !unsupportedNodeMessage(systemVersion)) {
    context.skip(`the machine's /usr/bin/node (${systemVersion || "none"}) is a supported line`);
    return;
  }
  const old = spawnSync("/usr/bin/node", ["scripts/check-node.mjs"], { encoding: "utf8" });
  assert.equal(old.status, 1);
  assert.match(old.stderr, new RegExp(`this is Node ${systemVersion.replaceAll(".", "\\.")}`));
  assert.doesNotMatch(old.stderr, /\n\s+at /, "a message, not a stack trace");
});
