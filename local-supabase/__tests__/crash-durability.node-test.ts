// SIGKILL of the backend at random moments while leads are being inserted, then a restart on
// the same data directory: every lead the gateway acknowledged (201) must be there, and the
// killed backend must leave no process behind (its Deno function exits when its stdin closes).
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, it } from "node:test";

import { localAnonKey, loadServiceRoleKey } from "../lib/keys.ts";
import { validLead } from "./bad-lead-payloads.ts";
import { seededRandom } from "../../scripts/test-support/seeded-random.ts";
import { childPids, exited, hasEnded, spawnBackendProcess, waitFor } from "./processes.ts";

const seed = Number(process.env.CRASH_SEED ?? 4242);
const rounds = 5;
const writers = 4;
const dir = mkdtempSync(join(tmpdir(), "leads-crash-"));

after(() => rmSync(dir, { recursive: true, force: true }));

async function insertUntilRefused(url: string, acknowledged: string[]): Promise<void> {
  for (;;) {
    const lead = validLead();
    try {
      const answer = await fetch(`${url}/rest/v1/leads`, {
        method: "POST",
        headers: { apikey: localAnonKey, "Content-Type": "application/json" },
        body: JSON.stringify(lead),
      });
      if (answer.status === 201) acknowledged.push(lead.id);
    } catch {
      return; // the backend is gone
    }
  }
}

it(`keeps every acknowledged lead through ${rounds} SIGKILLs (seed ${seed})`, async () => {
  const random = seededRandom(seed);
  const acknowledged: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const backend = await spawnBackendProcess({ dir });
    const functionPids = childPids(backend.child.pid);
    assert.ok(functionPids.length > 0, "the backend started no function process");
    const inserting = Array.from({ length: writers }, () => insertUntilRefused(backend.url, acknowledged));
    await new Promise((done) => setTimeout(done, 300 + random.int(1500)));
    backend.child.kill("SIGKILL");
    await exited(backend.child);
    await Promise.all(inserting);
    await waitFor(() => functionPids.every(hasEnded), {
      timeoutMs: 5000,
      what: `function processes ${functionPids.join(", ")} to exit`,
    });
  }
  assert.ok(acknowledged.length >= rounds, `only ${acknowledged.length} leads were acknowledged`);

  const backend = await spawnBackendProcess({ dir });
  try {
    const answer = await fetch(`${backend.url}/rest/v1/leads?select=id`, {
      headers: { apikey: loadServiceRoleKey(dir) },
    });
    const stored = new Set(((await answer.json()) as { id: string }[]).map((row) => row.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    console.log(
      `${rounds} SIGKILLs: ${acknowledged.length} leads acknowledged, ${stored.size} stored, ${lost.length} lost`,
    );
    assert.deepEqual(lost, []);
  } finally {
    backend.child.kill("SIGTERM");
    await exited(backend.child);
  }
});
