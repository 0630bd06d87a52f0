#!/usr/bin/env node
// Load benchmark (not a test): 1,000 concurrent lead submissions through the local gateway,
// 20% of them repeats of earlier ids (a client retrying), against a fresh backend process.
// Checks that exactly the unique leads are stored and reports latency percentiles.
// Usage: node scripts/bench-leads.mjs [total=1000] [repeatShare=0.2]
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { localAnonKey, spawnBackend, stopBackend } from "./lib/e2e-backend.mjs";

const total = Number(process.argv[2] ?? 1000);
const repeatShare = Number(process.argv[3] ?? 0.2);

const freePort = () =>
  new Promise((done) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

const lead = (index) => ({
  id: randomUUID(),
  name: "Cliente Teste",
  whatsapp: `(11) 9${String(index).padStart(4, "0")}-0000`,
  email: `lead${index}@example.com`,
  investment_type: "bancos_corretoras",
  capital_range: "de_50k_a_250k",
  execution_format: "copytrader",
  understands_discipline: index % 2 ? "sim" : "nao",
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "bench-backend-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  await spawnBackend({ dir, port });
  try {
    const uniqueCount = Math.round(total * (1 - repeatShare));
    const unique = Array.from({ length: uniqueCount }, (_, index) => lead(index));
    // After every fourth new lead comes a repeat of an earlier one (same id), as a retry would.
    const repeatEvery = Math.max(1, Math.round(uniqueCount / (total - uniqueCount)));
    const submissions = [];
    unique.forEach((row, index) => {
      submissions.push(row);
      if ((index + 1) % repeatEvery === 0 && submissions.length < total) submissions.push(unique[(index * 7919) % (index + 1)]);
    });
    while (submissions.length < total) submissions.push(unique[submissions.length % uniqueCount]);

    const anonKey = localAnonKey();
    const started = performance.now();
    const results = await Promise.all(
      submissions.map(async (row) => {
        const t0 = performance.now();
        const response = await fetch(`${url}/rest/v1/leads`, {
          method: "POST",
          headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json", Prefer: "return=minimal" },
          body: JSON.stringify([row]),
        });
        const body = await response.text();
        return { status: response.status, ms: performance.now() - t0, code: body ? JSON.parse(body).code : null };
      }),
    );
    const wallMs = performance.now() - started;

    const serviceKey = readFileSync(join(dir, "service-role-key"), "utf8").trim();
    const stored = await (
      await fetch(`${url}/rest/v1/leads?select=id`, { headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` } })
    ).json();
    const storedIds = new Set(stored.map((row) => row.id));
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    const byStatus = results.reduce((counts, result) => ({ ...counts, [result.status]: (counts[result.status] ?? 0) + 1 }), {});
    const report = {
      submissions: total,
      uniqueLeads: uniqueCount,
      repeats: total - uniqueCount,
      responses: byStatus,
      storedRows: stored.length,
      exactlyTheUniqueLeads: stored.length === uniqueCount && unique.every((row) => storedIds.has(row.id)),
      latencyMs: {
        p50: Math.round(percentile(latencies, 50)),
        p95: Math.round(percentile(latencies, 95)),
        max: Math.round(latencies.at(-1)),
      },
      wallMs: Math.round(wallMs),
      perSecond: Math.round((total / wallMs) * 1000),
    };
    console.log(JSON.stringify(report, null, 2));
    mkdirSync("bench-results", { recursive: true });
    writeFileSync("bench-results/leads.json", `${JSON.stringify(report, null, 2)}\n`);
    if (!report.exactlyTheUniqueLeads) process.exitCode = 1;
  } finally {
    await stopBackend(dir);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
