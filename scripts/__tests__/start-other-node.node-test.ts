// The README's `npm start` on a machine whose own Node is another line: the hosts' default
// (22.16, Cloudflare Pages' build image) and a newcomer's (26, Active LTS). npm itself runs on that
// Node; the backend and the site server must run on the project's Node 24 (minus the build:
// START_SKIP_BUILD=1 serves a fixture site; the suite's own build runs on Node 24 already).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readlinkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { after, before, it } from "node:test";

import { childPids, exited, repoRoot, waitFor } from "../../local-supabase/__tests__/processes.ts";
import { freePort } from "../../local-supabase/lib/functions.ts";
import { installNodeLine } from "../machine/node-lines.ts";
import { projectNode } from "../machine/supported-node.mjs";

const dir = mkdtempSync(join(tmpdir(), "npm-start-other-node-"));
const root = join(dir, "site");
const projectNodeBinary = resolve(repoRoot, "node_modules/node/bin/node");

before(() => {
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "404.html"), "<h1>not found</h1>");
});
after(() => rmSync(dir, { recursive: true, force: true }));

const descendants = (pid: number): number[] => childPids(pid).flatMap((child) => [child, ...descendants(child)]);
const withoutProjectBin = (path: string): string =>
  path
    .split(delimiter)
    .filter((entry) => !entry.includes(join(repoRoot, "node_modules")))
    .join(delimiter);

for (const version of ["22.16.0", "26.10.0"]) {
  it(`npm start from a machine on Node ${version} runs the backend and the site on Node ${projectNode}`, async (context) => {
    const bin = installNodeLine(version);
    if (!bin) return context.skip(`the registry has no Node ${version} build for ${process.platform}-${process.arch}`);
    const [backendPort, sitePort] = [await freePort(), await freePort()];
    const npmStart = spawn("npm", ["start"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PATH: `${bin}${delimiter}${withoutProjectBin(process.env.PATH ?? "")}`,
        BACKEND_PORT: String(backendPort),
        PORT: String(sitePort),
        BACKEND_DIR: join(dir, version),
        BACKEND_QUIET: "1",
        PUBLIC_DIR: root,
        START_SKIP_BUILD: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    npmStart.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    npmStart.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitFor(() => /Site served at/.test(output), {
        timeoutMs: 90000,
        what: `npm start on Node ${version} to serve:\n${output}`,
      });
      assert.equal((await fetch(`http://127.0.0.1:${sitePort}/`)).status, 200);
      assert.equal((await fetch(`http://127.0.0.1:${backendPort}/health`)).status, 200);
      const npmNode = readlinkSync(`/proc/${npmStart.pid}/exe`);
      assert.ok(npmNode.startsWith(bin), `npm itself should run on the machine's Node ${version}, ran on ${npmNode}`);
      const servers = descendants(npmStart.pid ?? 0).filter((pid) =>
        /local-supabase\/server\.ts|serve-static\.ts/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8")),
      );
      assert.equal(servers.length, 2, `the backend and the site server, found ${servers.length}:\n${output}`);
      for (const pid of servers) assert.equal(readlinkSync(`/proc/${pid}/exe`), projectNodeBinary);
    } finally {
      process.kill(-(npmStart.pid ?? 0), "SIGINT");
      await exited(npmStart);
    }
  });
}
