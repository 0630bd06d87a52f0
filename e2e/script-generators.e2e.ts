import { readdir, readFile } from "node:fs/promises";

import type { Browser, Page } from "playwright-core";

import { axeViolations } from "./support/axe";
import {
  baseUrl,
  focusReturnsTo,
  launchBrowser,
  openPage,
  type PageErrors,
  viewports,
  waitForHydration,
} from "./support/browser";
import {
  clipboard,
  fillDialog,
  general,
  generate,
  nextEmail,
  waitForScriptLeads,
  youtube,
} from "./support/script-generator-pages";
import { scriptLeadsWithEmail } from "./support/local-backend";
import { ScriptLeadCollector, scriptLeadsEndpoint } from "./support/script-lead-collector";
import { sheetRowsFor } from "./support/sheet-webhook";

let browser: Browser;
const collector = new ScriptLeadCollector();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  collector.release();
  await browser.close();
});

beforeEach(() => collector.reset());

async function open(path: string, viewport: { width: number; height: number } = viewports.desktop) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
  const { page, errors } = await openPage(context);
  await collector.attach(page);
  await page.goto(`${baseUrl()}${path}`);
  await waitForHydration(page);
  return { context, page, errors };
}

function expectNoUncaught(errors: PageErrors) {
  expect(errors.uncaught).toEqual([]);
}

describe.each([youtube, general])("$path", (generator) => {
  it("copies exactly the script at once, while the collector has not answered yet", async () => {
    const { context, page, errors } = await open(generator.path);
    const script = await generate(page, generator);
    expect(script).toContain("Cold Email Tips");
    await page.evaluate(() => navigator.clipboard.writeText("clipboard before"));

    // Held, the POST gets no answer: Safari and iOS only allow the clipboard write inside
    // the click's own task, so the copy must not wait for it.
    collector.hold();
    await page.getByRole("button", { name: "Copy the script" }).click();
    const email = nextEmail();
    const dialog = await fillDialog(page, "Copy Script", email);
    const [lead] = await collector.received(1);
    expect(lead).toEqual({ name: "Ada Lovelace", email, source: generator.path });
    await page.getByText(generator.copiedToast, { exact: true }).waitFor();
    await expect(clipboard(page)).resolves.toBe(script);
    collector.release();

    await expect(waitForScriptLeads(email, 1)).resolves.toEqual([["Ada Lovelace", generator.path]]);
    await dialog.waitFor({ state: "detached" });
    await focusReturnsTo(page.getByRole("button", { name: "Copy the script" }));
    expectNoUncaught(errors);
    await context.close();
  });

  it("downloads the script under the topic's file name at once, while the collector has not answered yet", async () => {
    const { context, page, errors } = await open(generator.path);
    const script = await generate(page, generator);

    collector.hold();
    await page.getByRole("button", { name: "Download the script" }).click();
    const email = nextEmail();
    const download = page.waitForEvent("download");
    await fillDialog(page, "Download Script", email);
    const file = await download;
    const [lead] = await collector.received(1);
    expect([lead?.name, lead?.email]).toEqual(["Ada Lovelace", email]);
    collector.release();

    expect(file.suggestedFilename()).toBe(generator.fileName);
    await expect(readFile(await file.path(), "utf8")).resolves.toBe(script);
    await page.getByText(generator.downloadedToast, { exact: true }).waitFor();
    await expect(waitForScriptLeads(email, 1)).resolves.toHaveLength(1);
    expectNoUncaught(errors);
    await context.close();
  });

  it('stores the lead of a visitor named Ana "Nina" Souza, and explains a name the table cannot take', async () => {
    const { context, page, errors } = await open(generator.path);
    const script = await generate(page, generator);
    await page.getByRole("button", { name: "Copy the script" }).click();
    const dialog = page.getByRole("dialog", { name: "Copy Script" });
    const nameField = dialog.getByLabel("Full Name");
    await nameField.fill("A".repeat(201));
    await dialog.getByLabel("Email Address").fill(nextEmail());
    await dialog.getByRole("button", { name: "Copy Script" }).click();
    await dialog.getByRole("alert").getByText("Please shorten your name to 200 characters or fewer.").waitFor();
    await expect(nameField.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(collector.leads).toEqual([]);

    const email = nextEmail();
    await nameField.fill('Ana "Nina" Souza');
    await dialog.getByLabel("Email Address").fill(email);
    await dialog.getByRole("button", { name: "Copy Script" }).click();
    await page.getByText(generator.copiedToast, { exact: true }).waitFor();
    await expect(clipboard(page)).resolves.toBe(script);
    await expect(waitForScriptLeads(email, 1)).resolves.toEqual([['Ana "Nina" Souza', generator.path]]);
    expectNoUncaught(errors);
    await context.close();
  });

  it("still copies and downloads when the collector is down", async () => {
    const { context, page, errors } = await open(generator.path);
    await page.unrouteAll();
    await page.route(scriptLeadsEndpoint(), (route) => route.abort());
    const script = await generate(page, generator);

    await page.getByRole("button", { name: "Copy the script" }).click();
    await fillDialog(page, "Copy Script");
    await page.getByText(generator.copiedToast, { exact: true }).waitFor();
    await expect(clipboard(page)).resolves.toBe(script);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download the script" }).click();
    await fillDialog(page, "Download Script");
    expect((await download).suggestedFilename()).toBe(generator.fileName);
    expect(collector.leads).toEqual([]);
    expect(errors.console.some((line) => line.includes("Script lead submission failed"))).toBe(true);
    expectNoUncaught(errors);
    await context.close();
  });

  it("keeps a 10,000-character topic with emoji and <script> as inert, wrapped text at 320 px", async () => {
    const { context, page, errors } = await open(generator.path, { width: 320, height: 640 });
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const topic = `${"long".repeat(2500)} 🎬🚀 <script>alert("x")</script> <img src=x onerror=alert(1)>`;
    const script = await generate(page, generator, topic);
    expect(script).toContain('<script>alert("x")</script>');
    await expect(page.getByTestId("generated-script").locator("script, img").count()).resolves.toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(dialogs).toBe(0);
    expectNoUncaught(errors);
    await context.close();
  });

  it.each(Object.entries(viewports))("is axe-clean with each dialog open on %s", async (_name, viewport) => {
    const { context, page } = await open(generator.path, viewport);
    await generate(page, generator);
    await expect(axeViolations(page)).resolves.toEqual([]);
    for (const [opener, title] of [
      ["Copy the script", "Copy Script"],
      ["Download the script", "Download Script"],
    ] as const) {
      await page.getByRole("button", { name: opener }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: title }).click();
      await dialog.getByRole("alert").getByText("Please enter your name and email").waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await focusReturnsTo(page.getByRole("button", { name: opener }));
    }
    await context.close();
  });
});

describe("script leads the sheet takes its time with", () => {
  /** Until `email`'s script lead is stored and shown forwarded (or the time is up): its rows then. */
  async function waitForwarded(email: string, timeoutMs = 30000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await scriptLeadsWithEmail(email);
      if (rows.some((row) => row.forwarding_state === "forwarded") || Date.now() > deadline) return rows;
      await new Promise((done) => setTimeout(done, 250));
    }
  }

  it("sends a script lead from each generator to a sheet answering after 8 s: the copy and the download do not wait, each arrives once, shown forwarded", async () => {
    const copyFromYoutube = async () => {
      const { context, page, errors } = await open(youtube.path);
      const script = await generate(page, youtube);
      await page.getByRole("button", { name: "Copy the script" }).click();
      const email = nextEmail().replace("@", "+slow-sheet@");
      await fillDialog(page, "Copy Script", email);
      await page.getByText(youtube.copiedToast, { exact: true }).waitFor();
      await expect(clipboard(page)).resolves.toBe(script);
      // Copied while the sheet has not answered yet (it takes 8 s).
      expect((await scriptLeadsWithEmail(email)).filter((row) => row.forwarding_state === "forwarded")).toEqual([]);
      return { context, errors, email, page: youtube.path };
    };
    const downloadFromGeneral = async () => {
      const { context, page, errors } = await open(general.path);
      await generate(page, general);
      await page.getByRole("button", { name: "Download the script" }).click();
      const email = nextEmail().replace("@", "+slow-sheet@");
      const download = page.waitForEvent("download");
      await fillDialog(page, "Download Script", email);
      expect((await download).suggestedFilename()).toBe(general.fileName);
      expect((await scriptLeadsWithEmail(email)).filter((row) => row.forwarding_state === "forwarded")).toEqual([]);
      return { context, errors, email, page: general.path };
    };
    const visits = await Promise.all([copyFromYoutube(), downloadFromGeneral()]);
    for (const { context, errors, email, page } of visits) {
      const rows = await waitForwarded(email);
      expect(rows.map((row) => [row.name, row.source, row.forwarding_state])).toEqual([
        ["Ada Lovelace", page, "forwarded"],
      ]);
      const arrived = await sheetRowsFor(email);
      expect(arrived.map(({ row }) => [row.kind, row.lead_id, row.source])).toEqual([
        ["script_lead", rows[0]?.id, page],
      ]);
      expect(errors.console.filter((line) => line.includes("Script lead submission failed"))).toEqual([]);
      await context.close();
    }
  }, 60000);

  it("stores the lead of a visitor who downloads and leaves the page at once", async () => {
    const { context, page } = await open(general.path);
    await generate(page, general);
    // The collector answers a second later, when the page is already gone.
    collector.hold();
    await page.getByRole("button", { name: "Download the script" }).click();
    const email = nextEmail();
    const download = page.waitForEvent("download");
    await fillDialog(page, "Download Script", email);
    await page.goto(`${baseUrl()}/`);
    expect((await download).suggestedFilename()).toBe(general.fileName);
    await collector.received(1);
    setTimeout(() => collector.release(), 1000);
    await expect(waitForScriptLeads(email, 1)).resolves.toEqual([["Ada Lovelace", general.path]]);
    await context.close();
  });
});

describe("code splitting", () => {
  const stats = async () =>
    JSON.parse(await readFile("public/webpack.stats.json", "utf8")) as { assetsByChunkName: Record<string, string[]> };

  /** The lazily loaded chunk that holds the contact dialog (one the current webpack runtime knows by hash). */
  async function dialogChunk(runtimeFile: string): Promise<string | undefined> {
    const runtime = await readFile(`public/${runtimeFile}`, "utf8");
    const files = (await readdir("public")).filter((file) => /^\d+-[0-9a-f]+\.js$/.test(file));
    for (const file of files) {
      const hash = file.slice(file.indexOf("-") + 1, -".js".length);
      if (runtime.includes(hash) && (await readFile(`public/${file}`, "utf8")).includes("script-contact-name"))
        return file;
    }
    return undefined;
  }

  const scriptsRun = (page: Page): Promise<string[]> =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
        .map((entry) => new URL(entry.name).pathname.slice(1)),
    );

  it("runs each generator's code only on its own route, and the dialog only on demand", async () => {
    const chunks = (await stats()).assetsByChunkName;
    const youtubeFiles = chunks["component---src-pages-youtube-script-generator-tsx"] ?? [];
    const generalFiles = chunks["component---src-pages-script-generator-tsx"] ?? [];
    const youtubeOnly = youtubeFiles.filter((file) => file.startsWith("component---"));
    const runtimeFile = (chunks.app ?? []).find((file) => file.startsWith("webpack-runtime-")) ?? "";
    const dialogFile = await dialogChunk(runtimeFile);
    expect(youtubeOnly).toHaveLength(1);
    expect(dialogFile).toBeDefined();
    expect([...youtubeFiles, ...generalFiles]).not.toContain(dialogFile);

    const about = await open("/about");
    const onAbout = await scriptsRun(about.page);
    expect(onAbout.filter((file) => [...youtubeFiles, ...generalFiles, dialogFile].includes(file))).toEqual([]);
    await about.context.close();

    const { context, page } = await open(general.path);
    const onGeneral = await scriptsRun(page);
    expect(onGeneral).toEqual(expect.arrayContaining(generalFiles));
    expect(onGeneral.filter((file) => youtubeOnly.includes(file) || file === dialogFile)).toEqual([]);
    await generate(page, general);
    await page.getByRole("button", { name: "Copy the script" }).click();
    await page.getByRole("dialog", { name: "Copy Script" }).waitFor();
    await expect(scriptsRun(page)).resolves.toContain(dialogFile);
    await context.close();
  });
});
