import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ToastProvider } from "../../../components/toast/ToastProvider";
import { GeneralScriptGenerator } from "../GeneralScriptGenerator";

let writeText: jest.Mock;
let fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>;
let downloads: Array<{ name: string; blob: Blob }>;
const blobs = new Map<string, Blob>();

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  render(
    <ToastProvider>
      <GeneralScriptGenerator source="/script-generator" sources={{ now: () => new Date("2026-05-01T09:00:00Z") }} />
    </ToastProvider>,
  );
  return user;
}

async function generate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Title\/Topic/), "Q3 Roadmap: Plans <v2>");
  await user.selectOptions(screen.getByLabelText(/Script Type/), "Sales Pitch");
  await user.selectOptions(screen.getByLabelText(/^Duration/), "10-15 minutes");
  await user.click(screen.getByRole("button", { name: "Generate Script" }));
  act(() => jest.advanceTimersByTime(2000));
  return screen.getByTestId("generated-script").textContent ?? "";
}

async function confirmIn(user: ReturnType<typeof userEvent.setup>, opener: string, title: string) {
  await user.click(screen.getByRole("button", { name: opener }));
  const dialog = await screen.findByRole("dialog", { name: title });
  await user.type(within(dialog).getByLabelText("Full Name"), "Grace Hopper");
  await user.type(within(dialog).getByLabelText("Email Address"), "grace@example.com");
  await user.click(within(dialog).getByRole("button", { name: title }));
}

// jsdom has no object URLs and cannot navigate, so the test keeps the blob and stops the link's default action.
function recordDownloads(event: MouseEvent) {
  const link = event.target as HTMLAnchorElement;
  if (!link.download) return;
  event.preventDefault();
  downloads.push({ name: link.download, blob: blobs.get(link.href) as Blob });
}

// jsdom's Blob has no text(); FileReader reads it.
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    // readAsText's result is a string.
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
    act(() => jest.advanceTimersByTime(10));
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue({ ok: true } as Response);
  global.fetch = fetchMock;
  downloads = [];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  document.addEventListener("click", recordDownloads);
});
afterEach(() => {
  document.removeEventListener("click", recordDownloads);
  jest.useRealTimers();
});

describe("GeneralScriptGenerator", () => {
  it("labels every field and offers the spec's options", () => {
    setup();
    for (const label of [
      /Title\/Topic/,
      /Script Type/,
      /^Duration/,
      /Target Audience/,
      /Tone/,
      /Main Objective/,
      /Call to Action/,
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Key Points to Cover/)).toHaveAttribute("rows", "4");
    const options = (label: RegExp) =>
      within(screen.getByLabelText(label))
        .getAllByRole("option")
        .slice(1)
        .map((option) => option.textContent);
    expect(options(/Script Type/)).toEqual(["Presentation", "Sales Pitch", "Webinar", "Educational Content"]);
    expect(options(/^Duration/)).toEqual([
      "5-10 minutes",
      "10-15 minutes",
      "15-30 minutes",
      "30-45 minutes",
      "45-60 minutes",
      "60+ minutes",
    ]);
    expect(options(/Tone/)).toEqual([
      "Professional",
      "Casual & Friendly",
      "Authoritative",
      "Conversational",
      "Inspiring & Motivational",
    ]);
  });

  it("asks for the title, script type and duration before generating", async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText(/Script Type/), "Webinar");
    await user.click(screen.getByRole("button", { name: "Generate Script" }));
    expect(screen.getByText("Missing Information")).toBeInTheDocument();
    expect(screen.getByText("Please fill in the title, script type, and duration fields.")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByTestId("generated-script")).not.toBeInTheDocument();
  });

  it("generates after two seconds with the general success toast", async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Title\/Topic/), "Q3 Roadmap");
    await user.selectOptions(screen.getByLabelText(/Script Type/), "Webinar");
    await user.selectOptions(screen.getByLabelText(/^Duration/), "30-45 minutes");
    await user.click(screen.getByRole("button", { name: "Generate Script" }));
    expect(screen.getByRole("button", { name: "Generating Script..." })).toBeDisabled();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId("generated-script")).toHaveTextContent("Script type: Webinar");
    expect(screen.getByText("Your script has been created successfully.")).toBeInTheDocument();
  });

  it("copy: posts the lead, copies the script, says 'Copied!' and resets", async () => {
    const user = setup();
    const script = await generate(user);
    await confirmIn(user, "Copy the script", "Copy Script");
    expect(await screen.findByText("Copied!")).toBeInTheDocument();
    expect(screen.getByText("Script copied to clipboard.")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(script);
    expect((fetchMock.mock.calls[0]?.[1]?.body as FormData).get("Source")).toBe("/script-generator");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("download: posts the lead first, then saves 'script-' + title as plain text", async () => {
    const user = setup();
    const script = await generate(user);
    await confirmIn(user, "Download the script", "Download Script");
    expect(await screen.findByText("Downloaded!")).toBeInTheDocument();
    expect(screen.getByText("Script downloaded as a text file.")).toBeInTheDocument();
    expect(downloads.map((download) => download.name)).toEqual(["script-q3-roadmap-plans-v2.txt"]);
    const blob = downloads[0]?.blob as Blob;
    expect(blob.type).toBe("text/plain;charset=utf-8");
    await expect(blobText(blob)).resolves.toBe(script);
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect([body.get("Name"), body.get("Email")]).toEqual(["Grace Hopper", "grace@example.com"]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Download the script" }));
    const reopened = await screen.findByRole("dialog", { name: "Download Script" });
    expect(within(reopened).getByLabelText("Full Name")).toHaveValue("");
  });

  it("download: Cancel neither posts nor downloads", async () => {
    const user = setup();
    await generate(user);
    await user.click(screen.getByRole("button", { name: "Download the script" }));
    const dialog = await screen.findByRole("dialog", { name: "Download Script" });
    await user.type(within(dialog).getByLabelText("Full Name"), "Grace");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(downloads).toEqual([]);
  });

  it("renders markup in the input as inert text", async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Title\/Topic/), "<img src=x onerror=alert(1)>");
    await user.selectOptions(screen.getByLabelText(/Script Type/), "Presentation");
    await user.selectOptions(screen.getByLabelText(/^Duration/), "5-10 minutes");
    await user.click(screen.getByRole("button", { name: "Generate Script" }));
    act(() => jest.advanceTimersByTime(2000));
    const pre = screen.getByTestId("generated-script");
    expect(pre.querySelector("img")).toBeNull();
    expect(pre).toHaveTextContent("SCRIPT: <img src=x onerror=alert(1)>");
  });
});
