import { act, renderHook } from "@testing-library/react";

import { contactDialogText } from "../contact-dialog-text";
import type { ScriptLead, ScriptLeadPort } from "../script-lead-client";
import { useContactGate } from "../use-contact-gate";

function recordingPort() {
  const sent: ScriptLead[] = [];
  const port: ScriptLeadPort = {
    insert: async (lead) => {
      sent.push(lead);
    },
    preload: () => undefined,
  };
  return { port, sent };
}

function renderGate() {
  const { port, sent } = recordingPort();
  const perform = jest.fn(async () => undefined);
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
    expect(result.current.error).toBe(contactDialogText.copy.missing);
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
    expect(result.current).toMatchObject({ action: null, name: "", email: "", error: null, pending: false, dialogRequested: true });
  });

  it("is pending while the lead is on its way", async () => {
    let release: () => void = () => undefined;
    const port: ScriptLeadPort = { insert: () => new Promise<void>((done) => (release = done)), preload: () => undefined };
    const { result } = renderHook(() => useContactGate(port, { source: "/", perform: async () => undefined }));
    act(() => result.current.open("download"));
    act(() => {
      result.current.setName("Ada");
      result.current.setEmail("ada@example.com");
    });
    let confirming: Promise<void> | undefined;
    act(() => {
      confirming = result.current.confirm();
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      release();
      await confirming;
    });
    expect(result.current.pending).toBe(false);
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
