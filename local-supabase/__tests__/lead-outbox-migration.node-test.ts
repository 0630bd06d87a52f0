// The outbox migration on a database that already holds leads, as a hosted project does: leads
// never forwarded go out with the first sweeps, forwarded ones stay forwarded, and a row stored
// under older rules that the table refuses today is never forwarded. Also: the migration runs on
// PGlite, which has neither pg_cron nor pg_net, and schedules nothing there.
import assert from "node:assert/strict";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";

import { PGlite } from "@electric-sql/pglite";

import { applyMigrations, migrationsDir, rolesSql } from "../lib/database.ts";

const outboxMigration = "20251201000000_leads_forwarding_outbox.sql";
const earlier = mkdtempSync(join(tmpdir(), "outbox-migration-"));
let db: PGlite;

const ids = {
  neverForwarded: "00000000-0000-4000-8000-000000000001",
  forwarded: "00000000-0000-4000-8000-000000000002",
  olderRules: "00000000-0000-4000-8000-000000000003",
};

async function storeAsOwner(id: string, whatsapp: string): Promise<void> {
  await db.query(
    `insert into public.leads (id, name, whatsapp, email, investment_type, capital_range, execution_format, understands_discipline)
     values ($1, 'Maria Souza', $2, $3, 'bancos_corretoras', 'ate_50k', 'copytrader', 'sim')`,
    [id, whatsapp, `maria.${id.slice(-1)}@example.com`],
  );
}

before(async () => {
  for (const file of readdirSync(migrationsDir))
    if (file < outboxMigration) copyFileSync(join(migrationsDir, file), join(earlier, file));
  db = await PGlite.create();
  await db.exec(rolesSql);
  await applyMigrations(db, earlier);
  await storeAsOwner(ids.neverForwarded, "(11) 98765-4321");
  await storeAsOwner(ids.forwarded, "(11) 98765-4322");
  await db.query("update public.leads set forwarded_to_sheets_at = now() where id = $1", [ids.forwarded]);
  // A WhatsApp the first migration accepted and today's rules refuse (fewer than 8 digits): rules
  // added NOT VALID leave such rows stored on hosted tables.
  await db.exec("alter table public.leads drop constraint leads_whatsapp_digits");
  await storeAsOwner(ids.olderRules, "((((((((((1");
  await db.exec(
    "alter table public.leads add constraint leads_whatsapp_digits check (char_length(regexp_replace(whatsapp, '[^0-9]', '', 'g')) >= 8) not valid",
  );
  assert.deepEqual(await applyMigrations(db), [
    outboxMigration,
    ...readdirSync(migrationsDir)
      .filter((file) => file > outboxMigration)
      .sort(),
  ]);
});

after(async () => {
  await db?.close();
  rmSync(earlier, { recursive: true, force: true });
});

const stateOf = async (id: string) =>
  (
    await db.query<{ forwarding_state: string; forward_last_error: string | null }>(
      "select forwarding_state, forward_last_error from public.leads where id = $1",
      [id],
    )
  ).rows[0];

describe("the outbox migration on a table that holds leads", () => {
  it("queues leads never forwarded, keeps forwarded ones, and leaves rows today's rules refuse unforwarded", async () => {
    assert.deepEqual(await stateOf(ids.neverForwarded), { forwarding_state: "pending", forward_last_error: null });
    assert.deepEqual(await stateOf(ids.forwarded), { forwarding_state: "forwarded", forward_last_error: null });
    assert.deepEqual(await stateOf(ids.olderRules), {
      forwarding_state: "failed",
      forward_last_error: "Stored under older rules the table now refuses; not forwarded.",
    });
  });

  it("lets the service role's sweep claim the queued lead only", async () => {
    const claimNext = () =>
      db.transaction(async (tx) => {
        await tx.exec("set local role service_role");
        return (
          await tx.query<{ claimed: { lead: { id: string } } | null }>(
            "select public.claim_next_lead_for_sheets(now() + interval '1 minute') as claimed",
          )
        ).rows[0]?.claimed;
      });
    assert.equal((await claimNext())?.lead.id, ids.neverForwarded);
    assert.equal(await claimNext(), null, "claimed a lead never to be forwarded, or the same lead twice");
    const retried = (await db.query<{ queued: number }>("select public.retry_failed_leads_for_sheets() as queued"))
      .rows[0]?.queued;
    assert.equal(retried, 0, "a row the table refuses cannot be queued again");
  });

  it("keeps the outbox columns out of the anon key's reach", async () => {
    const refused = await db
      .transaction(async (tx) => {
        await tx.exec("set local role anon");
        await tx.query(
          `insert into public.leads (name, whatsapp, email, investment_type, capital_range, execution_format, understands_discipline, forwarding_state)
           values ('Ana Lima', '(11) 91234-5678', 'ana@example.com', 'bancos_corretoras', 'ate_50k', 'copytrader', 'sim', 'forwarded')`,
        );
      })
      .then(
        () => null,
        (error: { code?: string }) => error.code,
      );
    assert.equal(refused, "42501");
  });

  it("schedules no cron job where pg_cron is missing", async () => {
    const { rows } = await db.query("select to_regnamespace('cron') as cron, to_regnamespace('net') as net");
    assert.deepEqual(rows[0], { cron: null, net: null });
  });
});
