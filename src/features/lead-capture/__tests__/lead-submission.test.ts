import { attemptFor, type InsertOutcome, type LeadRow, newLeadId, saveLeadIdempotently } from "../lead-submission";

const row: LeadRow = {
  id: "6f1c2a7e-6c1f-4c55-9d55-0a3c7d1b2e10",
  name: "Maria",
  whatsapp: "(11) 98765-4321",
  email: "maria@example.com",
  investment_type: "bancos_corretoras",
  capital_range: "ate_50k",
  execution_format: "copytrader",
  understands_discipline: "sim",
};

const networkDown: InsertOutcome = { ok: false, network: true, code: "", message: "TypeError: Failed to fetch" };
const duplicate: InsertOutcome = { ok: false, network: false, code: "23505", message: "duplicate key" };
const checkFailed: InsertOutcome = { ok: false, network: false, code: "23514", message: "check" };

/** An insert that answers from a script and records the ids it was sent. */
function scripted(...outcomes: InsertOutcome[]) {
  const ids: string[] = [];
  const insert = (sent: LeadRow) => {
    ids.push(sent.id);
    return Promise.resolve(outcomes.shift() ?? { ok: true as const });
  };
  return { insert, ids };
}

const noSleep = { sleep: () => Promise.resolve() };

describe("saveLeadIdempotently", () => {
  it("stores on the first answer", async () => {
    const { insert, ids } = scripted({ ok: true });
    await expect(saveLeadIdempotently(insert, row, noSleep)).resolves.toEqual({ stored: true });
    expect(ids).toEqual([row.id]);
  });

  it("retries a network failure with the same id", async () => {
    const { insert, ids } = scripted(networkDown, { ok: true });
    await expect(saveLeadIdempotently(insert, row, noSleep)).resolves.toEqual({ stored: true });
    expect(ids).toEqual([row.id, row.id]);
  });

  it("counts a duplicate key after a lost answer as stored", async () => {
    const { insert } = scripted(networkDown, duplicate);
    await expect(saveLeadIdempotently(insert, row, noSleep)).resolves.toEqual({ stored: true });
  });

  it("counts a duplicate key on a resubmit of an unknown outcome as stored", async () => {
    const { insert } = scripted(duplicate);
    await expect(saveLeadIdempotently(insert, row, { ...noSleep, alreadySent: true })).resolves.toEqual({
      stored: true,
    });
  });

  it("treats a duplicate key on a first send as a failure", async () => {
    const { insert } = scripted(duplicate);
    await expect(saveLeadIdempotently(insert, row, noSleep)).resolves.toEqual({ stored: false, keepId: false });
  });

  it("gives up after the retries and keeps the id", async () => {
    const { insert, ids } = scripted(networkDown, networkDown, networkDown);
    await expect(saveLeadIdempotently(insert, row, { ...noSleep, retryDelays: [1, 1] })).resolves.toEqual({
      stored: false,
      keepId: true,
    });
    expect(ids).toHaveLength(3);
  });

  it("does not retry a refusal and drops the id", async () => {
    const { insert, ids } = scripted(checkFailed);
    await expect(saveLeadIdempotently(insert, row, noSleep)).resolves.toEqual({ stored: false, keepId: false });
    expect(ids).toHaveLength(1);
  });

  it("names leads with random UUIDs", () => {
    expect(newLeadId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newLeadId()).not.toBe(newLeadId());
  });
});

describe("attemptFor (the new-id rule)", () => {
  const { id: _id, ...values } = row;
  let counter = 0;
  const nextId = () => `id-${++counter}`;

  it("names a first attempt with a new id", () => {
    expect(attemptFor(null, values, nextId)).toEqual({ row: { ...values, id: "id-1" }, sent: false });
  });

  it("keeps the id (and what was sent) while the values are the same", () => {
    const earlier = { row, sent: true };
    expect(attemptFor(earlier, { ...values }, nextId)).toBe(earlier);
  });

  it.each([
    ["a corrected name", { name: "Maria Souza" }],
    ["a corrected WhatsApp", { whatsapp: "(11) 98765-4320" }],
    ["a corrected email", { email: "maria.souza@example.com" }],
    ["another quiz answer", { capital_range: "acima_250k" }],
  ])("gives %s a new id that nothing was sent with", (_label, change) => {
    const next = attemptFor({ row, sent: true }, { ...values, ...change }, nextId);
    expect(next.row.id).not.toBe(row.id);
    expect(next.sent).toBe(false);
    expect(next.row).toMatchObject(change);
  });
});
