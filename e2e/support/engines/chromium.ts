import type { Browser, Download, ElementHandle, Page } from "playwright-core";
import { readFile } from "node:fs/promises";

import { baseUrl, launchBrowser } from "../browser";
import type { Engine, EnginePage, Key, SavedFile, Target, Viewport } from "./driver";
import { findExpression, pageRecorderSource } from "./page-scripts";
import { waitUntil } from "./wait";

/** Chromium through playwright-core, as the rest of the browser suite drives it. */
export async function launchChromium(): Promise<Engine> {
  const browser = await launchBrowser();
  return {
    name: "chromium",
    newPage: (viewport) => openChromiumPage(browser, viewport),
    close: () => browser.close(),
  };
}

async function openChromiumPage(browser: Browser, viewport: Viewport): Promise<EnginePage> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
  await context.addInitScript(pageRecorderSource);
  const page = await context.newPage();
  const log: string[] = [];
  const downloads: Download[] = [];
  page.on("pageerror", (error) => log.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      log.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on("download", (download) => downloads.push(download));
  return new ChromiumPage(page, log, downloads);
}

class ChromiumPage implements EnginePage {
  readonly engine = "chromium" as const;

  constructor(
    private readonly page: Page,
    private readonly log: string[],
    private readonly downloads: Download[],
  ) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(`${baseUrl()}${path}`);
  }

  run<Result>(expression: string): Promise<Result> {
    return this.page.evaluate<Result>(expression);
  }

  private async element(target: Target): Promise<ElementHandle<Element>> {
    const found = await this.page.evaluateHandle<Element | null>(findExpression(target));
    const handle = found.asElement();
    if (!handle) throw new Error(`chromium: no visible ${JSON.stringify(target)}`);
    return handle;
  }

  async click(target: Target): Promise<void> {
    await (await this.element(target)).click();
  }

  async type(target: Target, text: string): Promise<void> {
    const element = await this.element(target);
    await element.focus();
    await this.page.keyboard.type(text);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async setViewport(viewport: Viewport): Promise<void> {
    await this.page.setViewportSize(viewport);
  }

  takeEngineLog(): Promise<string[]> {
    return Promise.resolve(this.log.splice(0));
  }

  async nextDownload(timeoutMs: number): Promise<SavedFile> {
    await waitUntil(() => this.downloads.length > 0, timeoutMs, "chromium: no download started");
    const download = this.downloads.shift() as Download;
    return { name: download.suggestedFilename(), text: await readFile(await download.path(), "utf8") };
  }

  clipboardText(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }
}
