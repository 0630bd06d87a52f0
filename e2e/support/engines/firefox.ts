import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";

import { baseUrl } from "../browser";
import type { Engine, EnginePage, Key, SavedFile, Target, Viewport } from "./driver";
import { findExpression, pageRecorderSource } from "./page-scripts";
import { waitUntil } from "./wait";

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** Debian's Firefox ESR, headless, through puppeteer-core over WebDriver BiDi. */
export async function launchFirefox(): Promise<Engine> {
  const downloads = mkdtempSync(join(tmpdir(), "e2e-firefox-downloads-"));
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      // Downloads go straight to a folder the test reads, without a dialog.
      "browser.download.dir": downloads,
      "browser.download.folderList": 2,
      "browser.download.useDownloadDir": true,
      "browser.download.always_ask_before_handling_new_types": false,
      "browser.download.panel.shown": true,
      // Lets the test read the clipboard back (the page's writes need a click, as for a visitor).
      "dom.events.testing.asyncClipboard": true,
    },
  });
  return {
    name: "firefox",
    newPage: (viewport) => openFirefoxPage(browser, viewport, downloads),
    close: async () => {
      await browser.close();
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}

async function openFirefoxPage(browser: Browser, viewport: Viewport, downloads: string): Promise<EnginePage> {
  // The folder is the browser's: a page starts with it empty, so a file's name is its own.
  for (const name of readdirSync(downloads)) rmSync(join(downloads, name), { force: true });
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  await page.evaluateOnNewDocument(pageRecorderSource);
  const log: string[] = [];
  page.on("pageerror", (error) => log.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warn")
      log.push(`console ${message.type()}: ${message.text()}`);
  });
  return new FirefoxPage(page, log, downloads);
}

class FirefoxPage implements EnginePage {
  readonly engine = "firefox" as const;

  constructor(
    private readonly page: Page,
    private readonly log: string[],
    private readonly downloads: string,
  ) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(`${baseUrl()}${path}`);
  }

  run<Result>(expression: string): Promise<Result> {
    return this.page.evaluate(expression) as Promise<Result>;
  }

  private async element(target: Target): Promise<ElementHandle<Element>> {
    const handle = (
      await this.page.evaluateHandle(findExpression(target))
    ).asElement() as ElementHandle<Element> | null;
    if (!handle) throw new Error(`firefox: no visible ${JSON.stringify(target)}`);
    return handle;
  }

  async click(target: Target): Promise<void> {
    await (await this.element(target)).click();
  }

  async type(target: Target, text: string): Promise<void> {
    await (await this.element(target)).type(text);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async setViewport(viewport: Viewport): Promise<void> {
    await this.page.setViewport(viewport);
  }

  takeEngineLog(): Promise<string[]> {
    return Promise.resolve(this.log.splice(0));
  }

  /** The next finished file in the browser's download folder (Firefox writes .part files first). */
  async nextDownload(timeoutMs: number): Promise<SavedFile> {
    const fresh = () => readdirSync(this.downloads).filter((name) => !name.endsWith(".part"));
    // The finished name can appear before its bytes do: wait until it has them.
    const written = () => fresh().some((name) => statSync(join(this.downloads, name)).size > 0);
    await waitUntil(written, timeoutMs, "firefox: no download finished");
    const name = fresh().find((candidate) => statSync(join(this.downloads, candidate)).size > 0) as string;
    const text = await readFile(join(this.downloads, name), "utf8");
    // The folder is the browser's, shared by every page: gone, the next file of this name keeps it.
    rmSync(join(this.downloads, name));
    return { name, text };
  }

  clipboardText(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  async close(): Promise<void> {
    await this.page.browserContext().close();
  }
}
