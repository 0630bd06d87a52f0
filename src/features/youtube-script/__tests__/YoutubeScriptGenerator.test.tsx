import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ToastProvider } from "../../../components/toast/ToastProvider";
import { YoutubeScriptGenerator } from "../YoutubeScriptGenerator";

const sources = { random: () => 0.6, now: () => new Date("2026-05-01T09:00:00Z") };

let writeText: jest.Mock;
let fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>;

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  render(
    <ToastProvider>
      <YoutubeScriptGenerator source="/youtube-script-generator" sources={sources} />
    </ToastProvider>,
  );
  return user;
}

async function generate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Video Topic/), "Cold Email Tips");
  await user.selectOptions(screen.getByLabelText(/Video Type/), "Listicle");
  await user.selectOptions(screen.getByLabelText(/Video Duration/), "5-8 minutes");
  await user.click(screen.getByRole("button", { name: "Generate Script" }));
  act(() => jest.advanceTimersByTime(2000));
  return screen.getByTestId("generated-script").textContent ?? "";
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue({ ok: true } as Response);
  global.fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

describe("YoutubeScriptGenerator", () => {
  it("asks for the topic, video type and duration before generating", async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Video Topic/), "Cold Email Tips");
    await user.click(screen.getByRole("button", { name: "Generate Script" }));
    const toast = screen.getByText("Missing Information").closest("[role=status]") as HTMLElement;
    expect(within(toast).getByText("Please fill in the topic, video type, and duration fields.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Generating Script..." })).not.toBeInTheDocument();
  });

  it("offers every video type, duration and tone", () => {
    setup();
    const options = (label: RegExp) =>
      within(screen.getByLabelText(label))
        .getAllByRole("option")
        .slice(1)
        .map((option) => option.textContent);
    expect(options(/Video Type/)).toEqual([
      "Tutorial",
      "Educational",
      "Review",
      "Entertainment",
      "Vlog",
      "Interview",
      "Listicle",
    ]);
    expect(options(/Video Duration/)).toEqual([
      "3-5 minutes",
      "5-8 minutes",
      "8-12 minutes",
      "12-15 minutes",
      "15+ minutes",
    ]);
    expect(options(/Tone/)).toEqual(["Professional", "Casual", "Energetic", "Educational", "Conversational"]);
    expect(screen.getByLabelText(/Key Points/)).toHaveAttribute("rows", "4");
  });

  it("shows 'Generating Script...' on a disabled button for two seconds, then the script", async () => {
    const user = setup();
    expect(screen.getByText(/click “Generate Script” to see it here/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Video Topic/), "Cold Email Tips");
    await user.selectOptions(screen.getByLabelText(/Video Type/), "Tutorial");
    await user.selectOptions(screen.getByLabelText(/Video Duration/), "3-5 minutes");
    await user.click(screen.getByRole("button", { name: "Generate Script" }));
    expect(screen.getByRole("button", { name: "Generating Script..." })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByTestId("generated-script")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy the script" })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId("generated-script")).toHaveTextContent("YOUTUBE SCRIPT: Cold Email Tips");
    expect(screen.getByText("Script Generated!")).toBeInTheDocument();
    expect(screen.getByText("Your YouTube script has been created successfully.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate Script" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Copy the script" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download the script" })).toBeInTheDocument();
  });

  it("copy: an empty name or email shows the copy message and posts nothing", async () => {
    const user = setup();
    await generate(user);
    await user.click(screen.getByRole("button", { name: "Copy the script" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy Script" });
    await user.type(within(dialog).getByLabelText("Full Name"), "Ada");
    await user.click(within(dialog).getByRole("button", { name: "Copy Script" }));
    const message = "Please enter your name and email to copy the script.";
    expect(within(dialog).getByRole("alert")).toHaveTextContent(message);
    expect(within(dialog).getByLabelText("Email Address")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText("Email Address")).toHaveFocus();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByText("Missing Information")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copy: Cancel closes with no POST and no copy, and focus returns to the icon button", async () => {
    const user = setup();
    await generate(user);
    await user.click(screen.getByRole("button", { name: "Copy the script" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy Script" });
    await user.type(within(dialog).getByLabelText("Full Name"), "Ada");
    await user.type(within(dialog).getByLabelText("Email Address"), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Copy the script" })).toHaveFocus();
  });

  it("copy: posts the lead first, copies exactly the script, thanks the visitor by name and resets", async () => {
    const user = setup();
    const script = await generate(user);
    await user.click(screen.getByRole("button", { name: "Copy the script" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy Script" });
    await user.type(within(dialog).getByLabelText("Full Name"), "Ada Lovelace");
    await user.type(within(dialog).getByLabelText("Email Address"), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Copy Script" }));

    expect(await screen.findByText("Script Copied!")).toBeInTheDocument();
    expect(screen.getByText(/Thanks, Ada Lovelace!.*clipboard/)).toBeInTheDocument();
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect([body.get("Name"), body.get("Email"), body.get("Source")]).toEqual([
      "Ada Lovelace",
      "ada@example.com",
      "/youtube-script-generator",
    ]);
    expect(writeText).toHaveBeenCalledWith(script);
    expect(fetchMock.mock.invocationCallOrder[0]).toBeLessThan(writeText.mock.invocationCallOrder[0] ?? 0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Copy the script" }));
    const reopened = await screen.findByRole("dialog", { name: "Copy Script" });
    expect(within(reopened).getByLabelText("Full Name")).toHaveValue("");
    expect(within(reopened).getByLabelText("Email Address")).toHaveValue("");
  });

  it("copy still happens when the collector is down", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = setup();
    const script = await generate(user);
    await user.click(screen.getByRole("button", { name: "Copy the script" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy Script" });
    await user.type(within(dialog).getByLabelText("Full Name"), "Ada");
    await user.type(within(dialog).getByLabelText("Email Address"), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Copy Script" }));
    expect(await screen.findByText("Script Copied!")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(script);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("says so when the browser blocks the clipboard, after the lead is posted", async () => {
    const user = setup();
    writeText.mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    await generate(user);
    await user.click(screen.getByRole("button", { name: "Copy the script" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy Script" });
    await user.type(within(dialog).getByLabelText("Full Name"), "Ada");
    await user.type(within(dialog).getByLabelText("Email Address"), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Copy Script" }));
    expect(await screen.findByText("Copy Failed")).toBeInTheDocument();
    expect(screen.queryByText("Script Copied!")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("download: Escape closes the dialog; an empty form shows the download message", async () => {
    const user = setup();
    await generate(user);
    await user.click(screen.getByRole("button", { name: "Download the script" }));
    await screen.findByRole("dialog", { name: "Download Script" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download the script" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Download the script" }));
    const dialog = await screen.findByRole("dialog", { name: "Download Script" });
    await user.click(within(dialog).getByRole("button", { name: "Download Script" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Please enter your name and email to download the script.",
    );
    expect(within(dialog).getByLabelText("Full Name")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
