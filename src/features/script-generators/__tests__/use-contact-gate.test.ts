import { act, renderHook } from "@testing-library/react";

import { contactDialogText, contactRuleText } from "../contact-dialog-text";
import type { ScriptLead, ScriptLeadPort } from "../script-lead-client";
import { useContactGate } from "../use-contact-gate";

function recordingPort() {
  const sent: ScriptLead[] = [];
  const port: ScriptLeadPort = {
    insert: (lead) => {
      sent.push(lead);
      return Promise.resolve();
    },
    preload: () => undefined,
  };
  return { port, sent };
}

function renderGate() {
  const { port, sent } = recordingPort();
  const perform = jest.fn(() => Promise.resolve());
  const { result } = renderHook(() => useContactGate(port, { source: "/script-generator", perform }));
  return { result, sent, perform };
}

describe("useContactGate", () => {
  it("starts closed and opens for the asked action", () => {
    const { result } = renderGate();
    expect(result.current.action).toBeNull();
    expect(result.current.dialogRequested).toBe(false);
    act(() => result.current.open("download"));
    expect(result.current.action).toBe("download");
    expect(result.current.dialogRequested).toBe(true);
  });

  it("asks for the missing name or email without sending anything", async () => {
    const { result, sent, perform } = renderGate();
    act(() => result.current.open("copy"));
    act(() => result.current.setName("Ada"));
    await act(() => result.current.confirm());
    expect(result.current.error).toEqual({
      message: contactDialogText.copy.missing,
      fields: { name: false, email: true },
    });
    expect(result.current.action).toBe("copy");
    expect(sent).toEqual([]);
    expect(perform).not.toHaveBeenCalled();
  });

  it("sends the trimmed lead, then performs the action, then closes and clears the fields", async () => {
    const { result, sent, perform } = renderGate();
    act(() => result.current.open("copy"));
    act(() => {
      result.current.setName(" Ada Lovelace ");
      result.current.setEmail(" ada@example.com ");
    });
    await act(() => result.current.confirm());
    expect(sent).toEqual([{ name: "Ada Lovelace", email: "ada@example.com", source: "/script-generator" }]);
    expect(perform).toHaveBeenCalledWith("copy", { name: "Ada Lovelace", email: "ada@example.com" });
    expect(result.current).toMatchObject({
      action: null,
      name: "",
      email: "",
      error: null,
      pending: false,
      dialogRequested: true,
    });
  });

  it("starts the copy in the same task as the lead, without waiting for the collector", () => {
    // Safari and iOS refuse a clipboard write that happens after an await in the click's task.
    const steps: string[] = [];
    const port: ScriptLeadPort = {
      insert: () => {
        steps.push("lead sent");
        return new Promise<void>(() => undefined); // a collector that never answers
      },
      preload: () => undefined,
    };
    const perform = jest.fn(() => {
      steps.push("clipboard written");
      return new Promise<void>(() => undefined);
    });
    const { result } = renderHook(() => useContactGate(port, { source: "/", perform }));
    act(() => result.current.open("copy"));
    act(() => {
      result.current.setName("Ada");
      result.current.setEmail("ada@example.com");
    });
    act(() => {
      void result.current.confirm();
      // Still inside the same synchronous call: nothing has been awaited yet.
      expect(steps).toEqual(["lead sent", "clipboard written"]);
    });
    expect(result.current.pending).toBe(true);
  });

  it("refuses a contact the table would refuse, with the rule's message, and sends nothing", async () => {
    const { result, sent, perform } = renderGate();
    act(() => result.current.open("download"));
    act(() => {
      result.current.setName("Ada");
      result.current.setEmail("ada@localhost");
    });
    await act(() => result.current.confirm());
    expect(result.current.error).toEqual({
      message: contactRuleText.emailFormat,
      fields: { name: false, email: true },
    });
    expect(result.current).toMatchObject({ action: "download", name: "Ada", email: "ada@localhost" });
    expect(sent).toEqual([]);
    expect(perform).not.toHaveBeenCalled();
  });

  it("cancel closes the dialog and clears the error but keeps what was typed", async () => {
    const { result } = renderGate();
    act(() => result.current.open("copy"));
    act(() => result.current.setEmail("ada@example.com"));
    await act(() => result.current.confirm());
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ action: null, error: null, email: "ada@example.com" });
  });
});
