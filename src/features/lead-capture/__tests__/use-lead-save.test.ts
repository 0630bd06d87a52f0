import { act, renderHook } from "@testing-library/react";

import type { LeadBackendPort } from "../lead-backend-port";
import type { LeadAnswers } from "../lead-quiz-questions";
import type { InsertOutcome, LeadRow } from "../lead-submission";
import { useLeadSave } from "../use-lead-save";

const answers: LeadAnswers = {
  investment_type: "bancos_corretoras",
  capital_range: "ate_10k",
  execution_format: "sozinho",
  understands_discipline: "sim",
};
const values = { name: "  Ana Souza ", whatsapp: "(11) 98765-4321", email: "ana@example.com", lead_note: "" };
const networkFailure: InsertOutcome = { ok: false, network: true, code: "", message: "offline" };

/** A port whose insert answers from a script; it records what it was sent. */
function scriptedPort(...outcomes: InsertOutcome[]) {
  const inserted: LeadRow[] = [];
  const notified: LeadRow[] = [];
  const port: LeadBackendPort = {
    insert: (row) => {
      inserted.push(row);
      return Promise.resolve(outcomes.shift() ?? { ok: true });
    },
    notify: (row) => notified.push(row),
    preload: jest.fn(),
    retryDelays: [],
  };
  return { port, inserted, notified };
}

describe("useLeadSave", () => {
  it("warms the port on mount", () => {
    const { port } = scriptedPort();
    renderHook(() => useLeadSave(port));
    expect(port.preload).toHaveBeenCalledTimes(1);
  });

  it("stores the trimmed lead with the quiz answers, then notifies", async () => {
    const { port, inserted, notified } = scriptedPort();
    const { result } = renderHook(() => useLeadSave(port));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.save(values, answers);
    });
    expect(outcome).toBe("saved");
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toMatchObject({
      name: "Ana Souza",
      whatsapp: "(11) 98765-4321",
      email: "ana@example.com",
      ...answers,
    });
    expect(notified).toEqual(inserted);
    expect(result.current.failed).toBe(false);
  });

  it("sends a filled honeypot once for the database to record, thanks the bot and never notifies", async () => {
    const refused: InsertOutcome = { ok: false, network: false, code: "PT429", message: "Too many leads" };
    const { port, inserted, notified } = scriptedPort(refused);
    const { result } = renderHook(() => useLeadSave(port));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.save({ ...values, lead_note: " http://spam.example " }, answers);
    });
    expect(outcome).toBe("saved");
    expect(result.current.failed).toBe(false);
    expect(inserted).toEqual([expect.objectContaining({ lead_note: "http://spam.example", email: "ana@example.com" })]);
    expect(notified).toHaveLength(0);
  });

  it("leaves the honeypot out of an honest lead", async () => {
    const { port, inserted } = scriptedPort();
    const { result } = renderHook(() => useLeadSave(port));
    await act(async () => {
      await result.current.save({ ...values, lead_note: "   " }, answers);
    });
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).not.toHaveProperty("lead_note");
  });

  it("makes a corrected lead a new lead after an unknown outcome, so its values are never lost", async () => {
    const duplicate: InsertOutcome = { ok: false, network: false, code: "23505", message: "dup" };
    const { port, inserted, notified } = scriptedPort(networkFailure, duplicate);
    const { result } = renderHook(() => useLeadSave(port));
    await act(async () => {
      await result.current.save(values, answers);
    });
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.save({ ...values, email: "ana.souza@example.com" }, answers);
    });
    // A new id: the 23505 of a new id is not "the earlier attempt arrived", so it is a failure.
    expect(inserted[1]?.id).not.toBe(inserted[0]?.id);
    expect(inserted[1]?.email).toBe("ana.souza@example.com");
    expect(outcome).toBe("failed");
    expect(notified).toHaveLength(0);
  });

  it("reports a failure and reuses the lead's id on the next attempt when the outcome is unknown", async () => {
    const { port, inserted } = scriptedPort(networkFailure, {
      ok: false,
      network: false,
      code: "23505",
      message: "dup",
    });
    const { result } = renderHook(() => useLeadSave(port));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.save(values, answers);
    });
    expect(outcome).toBe("failed");
    expect(result.current.failed).toBe(true);
    await act(async () => {
      outcome = await result.current.save(values, answers);
    });
    // The first request may have arrived: a duplicate key for the same id means it is stored.
    expect(outcome).toBe("saved");
    expect(result.current.failed).toBe(false);
    expect(inserted.map((row) => row.id)).toEqual([inserted[0]?.id, inserted[0]?.id]);
  });

  it("starts a new id after a refusal that certainly did not store the lead", async () => {
    const { port, inserted } = scriptedPort({ ok: false, network: false, code: "23514", message: "check" });
    const { result } = renderHook(() => useLeadSave(port));
    await act(async () => {
      await result.current.save(values, answers);
    });
    await act(async () => {
      await result.current.save(values, answers);
    });
    expect(inserted).toHaveLength(2);
    expect(inserted[1]?.id).not.toBe(inserted[0]?.id);
  });

  it("runs one save at a time", async () => {
    let release: () => void = () => undefined;
    const { port, inserted } = scriptedPort();
    const insert = port.insert;
    port.insert = async (row) => {
      await new Promise<void>((done) => (release = done));
      return insert(row);
    };
    const { result } = renderHook(() => useLeadSave(port));
    let first: Promise<string> | undefined;
    let second: string | undefined;
    await act(async () => {
      first = result.current.save(values, answers);
      second = await result.current.save(values, answers);
    });
    expect(second).toBe("busy");
    await act(async () => {
      release();
      await first;
    });
    expect(inserted).toHaveLength(1);
  });
});
