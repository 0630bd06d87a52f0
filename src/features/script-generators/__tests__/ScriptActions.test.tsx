import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ToastProvider } from "../../../components/toast/ToastProvider";
import { ScriptActions } from "../ScriptActions";
import type { ScriptLead, ScriptLeadPort } from "../script-lead-client";

const script = "[0:00] Hook\nCold email tips";
let writeText: jest.Mock;

/** A collector that records each lead and never answers, like a slow endpoint. */
function slowPort() {
  const sent: ScriptLead[] = [];
  const port: ScriptLeadPort = {
    insert: (lead) => {
      sent.push(lead);
      return new Promise<void>(() => undefined);
    },
    preload: () => undefined,
  };
  return { port, sent };
}

async function openCopyDialog(port: ScriptLeadPort) {
  const user = userEvent.setup({ delay: null });
  // After setup(), which puts its own clipboard stub on navigator.
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  render(
    <ToastProvider>
      <ScriptActions
        script={script}
        fileName="script.txt"
        source="/script-generator"
        toasts={{ copied: (name) => ({ title: `Copied for ${name}` }), downloaded: () => ({ title: "Downloaded!" }) }}
        port={port}
      />
    </ToastProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Copy the script" }));
  const dialog = await screen.findByRole("dialog", { name: "Copy Script" });
  return { user, dialog };
}

describe("ScriptActions copy", () => {
  it('writes the clipboard inside the confirm click itself for "Ana "Nina" Souza", before the collector answers', async () => {
    const { port, sent } = slowPort();
    const { user, dialog } = await openCopyDialog(port);
    await user.type(within(dialog).getByLabelText("Full Name"), 'Ana "Nina" Souza');
    await user.type(within(dialog).getByLabelText("Email Address"), "ana@example.com");

    act(() => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Copy Script" }));
    });
    // Checked right after the click's handlers returned, with no await in between.
    expect(sent).toEqual([{ name: 'Ana "Nina" Souza', email: "ana@example.com", source: "/script-generator" }]);
    expect(writeText).toHaveBeenCalledWith(script);
    await screen.findByText('Copied for Ana "Nina" Souza');
  });

  it("says what is wrong with a name the table would refuse, keeps it, and copies nothing", async () => {
    const { port, sent } = slowPort();
    const { user, dialog } = await openCopyDialog(port);
    const name = within(dialog).getByLabelText("Full Name");
    const longName = "A".repeat(201);
    fireEvent.change(name, { target: { value: longName } });
    await user.type(within(dialog).getByLabelText("Email Address"), "ana@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Copy Script" }));

    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please shorten your name to 200 characters or fewer.");
    expect(name).toHaveValue(longName);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText("Email Address")).not.toHaveAttribute("aria-invalid");
    expect(sent).toEqual([]);
    expect(writeText).not.toHaveBeenCalled();
  });

  it("asks for a complete email address instead of the browser's own check", async () => {
    const { port, sent } = slowPort();
    const { user, dialog } = await openCopyDialog(port);
    await user.type(within(dialog).getByLabelText("Full Name"), "Ana Souza");
    await user.type(within(dialog).getByLabelText("Email Address"), "ana@localhost");
    await user.click(within(dialog).getByRole("button", { name: "Copy Script" }));

    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Please enter a complete email address, like name@example.com.",
    );
    expect(within(dialog).getByLabelText("Email Address")).toHaveFocus();
    expect(sent).toEqual([]);
  });
});
