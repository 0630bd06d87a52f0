// Seeded fuzz of the gateway and the site server as real processes: a few thousand broken,
// random, slow and half-closed requests over raw sockets, then both must still serve and store
// a lead, and the backend's memory must not have kept growing. FUZZ_SEED=<n> reproduces a run.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, it } from "node:test";

import { localAnonKey, loadServiceRoleKey } from "../lib/keys.ts";
import { validLead } from "./bad-lead-payloads.ts";
import { sendRaw } from "../../scripts/test-support/raw-request.ts";
import { nextRequest } from "./fuzz-requests.ts";
import { type SeededRandom, seededRandom } from "../../scripts/test-support/seeded-random.ts";
import { exited, residentKb, spawnBackendProcess, spawnNode, type SpawnedNode } from "./processes.ts";

const seed = Number(process.env.FUZZ_SEED ?? 1313);
const requestsPerServer = Number(process.env.FUZZ_REQUESTS ?? 1500);
const concurrency = 16;
const budgetMs = 60000;
const dir = mkdtempSync(join(tmpdir(), "leads-fuzz-"));
let backend: Awaited<ReturnType<typeof spawnBackendProcess>>;
let site: SpawnedNode;
let sitePort: number;

async function barrage(port: number, random: SeededRandom, count: number, deadline: number) {
  const statuses = new Map<number, number>();
  let sent = 0;
  const worker = async () => {
    while (sent < count && Date.now() < deadline) {
      const request = nextRequest(random, { anonKey: localAnonKey });
      sent += 1;
      const status = await sendRaw(port, request);
      const key = status > 0 ? Math.floor(status / 100) * 100 : status;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sent, statuses: Object.fromEntries(statuses) };
}

before(async () => {
  const root = join(dir, "site");
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "404.html"), "<h1>not found</h1>");
  writeFileSync(join(root, "_redirects"), "/old /blog 301\n");
  backend = await spawnBackendProcess({ dir: join(dir, "data") });
  site = spawnNode("scripts/serve-static.ts", {
    env: { PUBLIC_DIR: root, PORT: "0", HOST: "127.0.0.1" },
    ready: /Site served at http:\/\/localhost:(\d+)/,
  });
  sitePort = Number((await site.started)[1]);
});

after(async () => {
  for (const child of [backend?.child, site?.child]) {
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await exited(child);
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

it(`survives ${requestsPerServer} hostile requests per server (seed ${seed})`, async () => {
  const random = seededRandom(seed);
  const startedAt = Date.now();
  const deadline = Date.now() + budgetMs;
  const backendPort = Number(new URL(backend.url).port);
  // Warm up first, so the memory baseline includes what the first requests allocate for good.
  const warmup = await barrage(backendPort, random, 300, deadline);
  const rssBefore = residentKb(backend.child.pid);
  const gateway = await barrage(backendPort, random, requestsPerServer - 300, deadline);
  const rssAfter = residentKb(backend.child.pid);
  const siteWarmup = await barrage(sitePort, random, 300, deadline);
  const siteRssBefore = residentKb(site.child.pid);
  const siteRun = await barrage(sitePort, random, requestsPerServer - 300, deadline);
  const siteRssAfter = residentKb(site.child.pid);
  console.log(
    `seed ${seed}: gateway ${warmup.sent + gateway.sent} requests ${JSON.stringify(gateway.statuses)}, ` +
      `site ${siteWarmup.sent + siteRun.sent} ${JSON.stringify(siteRun.statuses)}, ` +
      `RSS backend ${rssBefore} → ${rssAfter} kB, site ${siteRssBefore} → ${siteRssAfter} kB, ${Date.now() - startedAt} ms`,
  );

  assert.equal(backend.child.exitCode, null, `the backend exited:\n${backend.output()}`);
  assert.equal(site.child.exitCode, null, `the site server exited:\n${site.output()}`);
  assert.ok(
    warmup.sent + gateway.sent >= 1000 && siteWarmup.sent + siteRun.sent >= 1000,
    "too few requests within the time budget",
  );
  assert.ok(!gateway.statuses[500] && !siteRun.statuses[500], "a request hit an unexpected error (500)");

  assert.equal((await fetch(`${backend.url}/health`)).status, 200);
  const lead = validLead();
  const stored = await fetch(`${backend.url}/rest/v1/leads`, {
    method: "POST",
    headers: { apikey: localAnonKey, "Content-Type": "application/json" },
    body: JSON.stringify(lead),
  });
  assert.equal(stored.status, 201);
  const read = await fetch(`${backend.url}/rest/v1/leads?id=eq.${lead.id}`, {
    headers: { apikey: loadServiceRoleKey(join(dir, "data")) },
  });
  assert.equal(((await read.json()) as unknown[]).length, 1);
  assert.equal((await fetch(`http://127.0.0.1:${sitePort}/`)).status, 200);
  // Bounded, not flat: PGlite and V8 keep some of what they grew to. 150 MB over ~1200
  // requests would mean something is held per request.
  assert.ok(rssAfter - rssBefore < 150 * 1024, `backend RSS grew from ${rssBefore} to ${rssAfter} kB`);
  assert.ok(
    siteRssAfter - siteRssBefore < 50 * 1024,
    `site server RSS grew from ${siteRssBefore} to ${siteRssAfter} kB`,
  );
});
