// `npm start` as an operator runs it (minus the build: START_SKIP_BUILD=1 serves a fixture
// site): when the static site server dies, npm start stops the backend, exits non-zero naming
// the server, and the backend's port is free again; Ctrl-C (SIGINT) stops everything cleanly.
import assert from "node:assert/strict";
import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, it } from "node:test";

import { childPids, exited, hasEnded, spawnNode, waitFor } from "../../local-supabase/__tests__/processes.ts";
import { freePort } from "../../server-hardening/free-port.ts";

const dir = mkdtempSync(join(tmpdir(), "npm-start-"));
const root = join(dir, "site");

before(() => {
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "404.html"), "<h1>not found</h1>");
});
after(() => rmSync(dir, { recursive: true, force: true }));

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const server = net.createServer();
    server.once("error", () => done(false));
    server.listen(port, "127.0.0.1", () => server.close(() => done(true)));
  });

async function startNpmStart(name: string) {
  const backendPort = await freePort();
  const sitePort = await freePort();
  const start = spawnNode("scripts/start.ts", {
    env: {
      BACKEND_PORT: String(backendPort),
      PORT: String(sitePort),
      HOST: "127.0.0.1",
      BACKEND_DIR: join(dir, name),
      BACKEND_QUIET: "1",
      PUBLIC_DIR: root,
      START_SKIP_BUILD: "1",
    },
    ready: /Site served at/,
  });
  await start.started;
  const child: ChildProcess = start.child;
  assert.equal((await fetch(`http://127.0.0.1:${sitePort}/`)).status, 200);
  assert.equal((await fetch(`http://127.0.0.1:${backendPort}/health`)).status, 200);
  const [backendPid, sitePid] = ["local-supabase/server.ts", "scripts/serve-static.ts"].map((script) =>
    childPids(child.pid).find((pid) => {
      try {
        return readCmdline(pid).includes(script);
      } catch {
        return false;
      }
    }),
  );
  assert.ok(backendPid && sitePid, "npm start should run the backend and the site server as child processes");
  return { ...start, child, backendPort, sitePort, backendPid, sitePid };
}

const readCmdline = (pid: number): string => readFileSync(`/proc/${pid}/cmdline`, "utf8");

it("exits non-zero naming the site server when it is killed, and frees the backend's port", async () => {
  const start = await startNpmStart("killed-site");
  const backendChildren = childPids(start.backendPid);
  process.kill(start.sitePid, "SIGKILL");
  await exited(start.child);
  assert.equal(start.child.exitCode, 1);
  assert.match(start.output(), /static site server was killed by SIGKILL; stopping local backend/);
  await waitFor(() => hasEnded(start.backendPid) && backendChildren.every(hasEnded), {
    timeoutMs: 10000,
    what: "the backend and its functions to exit",
  });
  assert.ok(await portIsFree(start.backendPort), `port ${start.backendPort} is still taken`);
});

it("stops both servers on SIGINT, closing the backend cleanly", async () => {
  const start = await startNpmStart("ctrl-c");
  const startedAt = Date.now();
  start.child.kill("SIGINT");
  await exited(start.child);
  assert.equal(start.child.exitCode, 0);
  assert.ok(Date.now() - startedAt < 8000, "stopping took longer than 8 s");
  assert.ok(hasEnded(start.backendPid) && hasEnded(start.sitePid));
  assert.ok((await portIsFree(start.backendPort)) && (await portIsFree(start.sitePort)));
  // A clean stop releases the lock file; a killed backend would leave it behind.
  assert.throws(() => readFileSync(join(dir, "ctrl-c", "backend.lock")), /ENOENT/);
});

it("takes its servers down with it when npm start itself is SIGKILLed", async () => {
  const start = await startNpmStart("killed-parent");
  const functionPids = childPids(start.backendPid);
  start.child.kill("SIGKILL");
  await exited(start.child);
  await waitFor(() => [start.backendPid, start.sitePid, ...functionPids].every(hasEnded), {
    timeoutMs: 10000,
    what: "no process of npm start to be left",
  });
  assert.ok((await portIsFree(start.backendPort)) && (await portIsFree(start.sitePort)));
});
