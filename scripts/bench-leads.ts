#!/usr/bin/env node
// Load benchmark (not a test): 1,000 concurrent honest lead submissions through the local gateway,
// 20% of them repeats of earlier ids (a client retrying), each visitor from its own loopback
// address (127.0.x.y), plus a hostile mix: the same people again under new ids (duplicates by
// content), one flooding client, and multi-row posts. Against a fresh backend process with
// LEADS_PER_ADDRESS_PER_HOUR=5, it checks that exactly the unique honest leads (and the flooder's
// first 5) are stored and reports what was stored of each kind, with latency percentiles.
// Then the forwarding backlog (scripts/bench/lead-drain-bench.ts): 1,000 leads stored while the sheet
// was down reach a sheet that answers in 1 s, each once; how long after its recovery (the issue's
// bar: 10 minutes; about 5 with the sweep's defaults, docs/lead-forwarding.md).
// Usage: node scripts/bench-leads.ts [total=1000] [repeatShare=0.2] [--only=submissions|drain]
import { randomUUID } from "node:crypto";
import http from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { benchLeadDrain } from "./bench/lead-drain-bench.ts";
import { localAnonKey } from "../local-supabase/lib/keys.ts";
import { spawnBackend, stopBackend } from "./test-support/e2e-backend.ts";

/** A lead row as the form inserts it. */
type LeadRow = ReturnType<typeof lead>;
/** One POST of the load: its rows, the loopback address it comes from and what kind of visitor sends it. */
interface Submission {
  rows: LeadRow[];
  address: string;
  kind: "honest" | "flood" | "multiRow" | "duplicate";
}

const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
if (only !== undefined && only !== "submissions" && only !== "drain")
  throw new Error(`--only must be submissions or drain, not ${only}`);
const [totalArg, shareArg] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const total = Number(totalArg ?? 1000);
const repeatShare = Number(shareArg ?? 0.2);

const freePort = (): Promise<number> =>
  new Promise((done) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => done(port));
    });
  });

const floodCap = 5;
const hostile = { duplicatesByContent: 100, floodRows: 200, multiRowPosts: 10, rowsPerMultiRowPost: 50 };

/** Visitor n's own loopback address: Linux routes all of 127.0.0.0/8 to lo, so each is a real peer. */
const addressOf = (index: number): string => `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
const floodAddress = "127.9.9.9";
const multiRowAddress = "127.9.9.10";

/** POST with a chosen source address (fetch cannot bind one). */
function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  localAddress: string,
): Promise<{ status: number | undefined; text: string }> {
  return new Promise((done, fail) => {
    const request = http.request(url, { method: "POST", headers, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => done({ status: response.statusCode, text: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", fail);
    request.end(body);
  });
}

const lead = (index: number, tag = "lead") => ({
  id: randomUUID(),
  name: "Cliente Teste",
  whatsapp: `(11) 9${String(index).padStart(4, "0")}-0000`,
  email: `${tag}${index}@example.com`,
  investment_type: "bancos_corretoras",
  capital_range: "de_50k_a_250k",
  execution_format: "copytrader",
  understands_discipline: index % 2 ? "sim" : "nao",
});

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "bench-backend-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  await spawnBackend({ dir, port, env: { LEADS_PER_ADDRESS_PER_HOUR: String(floodCap) } });
  try {
    const uniqueCount = Math.round(total * (1 - repeatShare));
    const unique = Array.from({ length: uniqueCount }, (_, index) => lead(index));
    // After every fourth new lead comes a repeat of an earlier one (same id), as a retry would.
    const repeatEvery = Math.max(1, Math.round(uniqueCount / (total - uniqueCount)));
    const submissions: Submission[] = [];
    const honest = (index: number): Submission => ({
      rows: [unique[index] ?? lead(index)],
      address: addressOf(index),
      kind: "honest",
    });
    unique.forEach((row, index) => {
      submissions.push(honest(index));
      if ((index + 1) % repeatEvery === 0 && submissions.length < total)
        submissions.push(honest((index * 7919) % (index + 1)));
    });
    while (submissions.length < total) submissions.push(honest(submissions.length % uniqueCount));
    const honestCount = submissions.length;
    for (let n = 0; n < hostile.floodRows; n++)
      submissions.push({ rows: [lead(n, "flood")], address: floodAddress, kind: "flood" });
    for (let n = 0; n < hostile.multiRowPosts; n++) {
      const rows = Array.from({ length: hostile.rowsPerMultiRowPost }, (_, r) => lead(n * 1000 + r, "batch"));
      submissions.push({ rows, address: multiRowAddress, kind: "multiRow" });
    }
    // Interleave the hostile posts with the honest ones.
    for (let i = submissions.length - 1; i > honestCount; i--) {
      const j = (i * 7919) % submissions.length;
      [submissions[i], submissions[j]] = [submissions[j] as Submission, submissions[i] as Submission];
    }

    // Second wave, after the first: the same people again under new ids (a second submit, another tab).
    const duplicates: Submission[] = Array.from({ length: hostile.duplicatesByContent }, (_, n) => {
      const index = (n * 37) % uniqueCount;
      return {
        rows: [{ ...(unique[index] ?? lead(index)), id: randomUUID() }],
        address: addressOf(index),
        kind: "duplicate",
      };
    });

    const anonKey = localAnonKey;
    const send = (wave: Submission[]) =>
      Promise.all(
        wave.map(async ({ rows, address, kind }) => {
          const t0 = performance.now();
          const headers = {
            apikey: anonKey,
            Authorization: `Bearer ${anonKey}`,
            "Content-Type": "application/json",
            Prefer: "return=minimal",
          };
          const response = await post(`${url}/rest/v1/leads`, headers, JSON.stringify(rows), address);
          return {
            kind,
            status: response.status,
            ms: performance.now() - t0,
            code: response.text ? (JSON.parse(response.text) as { code?: string }).code : null,
          };
        }),
      );
    const started = performance.now();
    const results = [...(await send(submissions)), ...(await send(duplicates))];
    const wallMs = performance.now() - started;

    const serviceKey = readFileSync(join(dir, "service-role-key"), "utf8").trim();
    const stored = (await (
      await fetch(`${url}/rest/v1/leads?select=id,email`, {
        headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
      })
    ).json()) as Array<{ id: string; email: string }>;
    const storedIds = new Set(stored.map((row) => row.id));
    const latencies = results
      .filter((result) => result.kind === "honest")
      .map((result) => result.ms)
      .sort((a, b) => a - b);
    const responses: Record<string, Record<string, number>> = {};
    for (const { kind, status } of results)
      responses[kind] = { ...responses[kind], [String(status)]: (responses[kind]?.[String(status)] ?? 0) + 1 };
    const storedOf = (prefix: string): number => stored.filter((row) => row.email.startsWith(prefix)).length;
    const storedHonest = unique.filter((row) => storedIds.has(row.id)).length;
    const stored_ = {
      total: stored.length,
      honestUnique: storedHonest,
      duplicatesByContent: stored.length - storedHonest - storedOf("flood") - storedOf("batch"),
      floodRows: storedOf("flood"),
      multiRowRows: storedOf("batch"),
    };
    const report = {
      submissions: { honest: honestCount, ...hostile, posts: submissions.length + duplicates.length },
      uniqueLeads: uniqueCount,
      repeats: honestCount - uniqueCount,
      leadsPerAddressPerHour: floodCap,
      responses,
      stored: stored_,
      exactlyTheUniqueLeads:
        storedHonest === uniqueCount &&
        stored_.duplicatesByContent === 0 &&
        stored_.multiRowRows === 0 &&
        stored_.floodRows <= floodCap,
      latencyMs: {
        p50: Math.round(percentile(latencies, 50)),
        p95: Math.round(percentile(latencies, 95)),
        max: Math.round(latencies.at(-1) ?? Number.NaN),
      },
      wallMs: Math.round(wallMs),
      perSecond: Math.round(((submissions.length + duplicates.length) / wallMs) * 1000),
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

async function drain() {
  const report = await benchLeadDrain({ log: (line) => console.error(`[drain] ${line}`) });
  console.log(JSON.stringify({ forwardingBacklog: report }, null, 2));
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/leads-drain.json", `${JSON.stringify(report, null, 2)}\n`);
  if (!report.withinTenMinutes || !report.takenOnceEach) process.exitCode = 1;
}

(async () => {
  if (only !== "drain") await main();
  if (only !== "submissions") await drain();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
