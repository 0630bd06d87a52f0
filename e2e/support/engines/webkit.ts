import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { baseUrl } from "../browser";
import { freePort, stopProcessGroup } from "../temp-site";
import type { Engine, EnginePage, Key, SavedFile, Target, Viewport } from "./driver";
import { findExpression, pageRecorderSource, whatCoversCentre } from "./page-scripts";
import { waitUntil } from "./wait";
import { webDriverClient, type WebDriverSession } from "./webdriver-client";

/** The key under which WebDriver names an element in a command's arguments (W3C WebDriver, "web element identifier"). */
const webElementKey = "element-6066-11e4-a52e-4f735466cecf";

export const webkitDriverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const browserScript = resolve("e2e/support/engines/webkit-browser.py");

/** WebDriver's key codes (WebDriver classic, section 17.4.2). */
const keyCodes: Record<Key, string> = { Escape: "\uE00C", Tab: "\uE004", Enter: "\uE007" };

/**
 * WebKitGTK through WebKitWebDriver (classic WebDriver: it refuses BiDi) on an Xvfb display.
 * The browser is webkit-browser.py, which writes the console, downloads and clipboard to a log.
 */
export async function launchWebKit(): Promise<Engine> {
  const port = await freePort();
  const driver = spawn("xvfb-run", ["-a", "-s", "-screen 0 1400x1000x24", webkitDriverPath, `--port=${port}`], {
    detached: true,
    stdio: "ignore",
  });
  const client = webDriverClient(`http://127.0.0.1:${port}`);
  await waitUntil(() => client.ready(), 30000, "webkit: WebKitWebDriver did not answer under xvfb-run");
  const dir = mkdtempSync(join(tmpdir(), "e2e-webkit-"));
  const recorder = join(dir, "recorder.js");
  writeFileSync(recorder, pageRecorderSource);
  let pages = 0;
  return {
    name: "webkit",
    newPage: async (viewport) => {
      pages += 1;
      const files = { log: join(dir, `page-${pages}.log`), downloads: join(dir, `downloads-${pages}`) };
      mkdirSync(files.downloads);
      writeFileSync(files.log, "");
      const session = await client.newSession({
        "webkitgtk:browserOptions": {
          binary: browserScript,
          args: [`--recorder=${recorder}`, `--downloads=${files.downloads}`, `--log=${files.log}`],
        },
      });
      const page = new WebKitPage(session, files.log);
      await page.setViewport(viewport);
      return page;
    },
    // Stopping is synchronous; an Engine's close returns a promise.
    close: () => {
      stopDriver(driver, dir);
      return Promise.resolve();
    },
  };
}

function stopDriver(driver: ChildProcess, dir: string): void {
  stopProcessGroup(driver);
  rmSync(dir, { recursive: true, force: true });
}

interface BrowserReport {
  kind: "download" | "download-failed" | "clipboard";
  path?: string;
  text?: string;
  message?: string;
}

class WebKitPage implements EnginePage {
  readonly engine = "webkit" as const;
  private logRead = 0;
  private readonly reports: BrowserReport[] = [];
  private readonly consoleLines: string[] = [];
  private downloadsTaken = 0;

  constructor(
    private readonly session: WebDriverSession,
    private readonly logFile: string,
  ) {}

  async goto(path: string): Promise<void> {
    await this.session.command("POST", "url", { url: `${baseUrl()}${path}` });
  }

  run<Result>(expression: string): Promise<Result> {
    return this.session.execute<Result>(expression);
  }

  /** The WebDriver id of the first visible element matching `target`. */
  private async element(target: Target): Promise<string> {
    const found = await this.session.command<Record<string, string> | null>("POST", "execute/sync", {
      script: `return ${findExpression(target)};`,
      args: [],
    });
    const id = found ? Object.values(found)[0] : undefined;
    if (!id) throw new Error(`webkit: no visible ${JSON.stringify(target)}`);
    return id;
  }

  async click(target: Target): Promise<void> {
    const element = await this.element(target);
    const elementArgument = [{ [webElementKey]: element }];
    // WebKitWebDriver's own scroll before a click (to the viewport's bottom edge) leaves a tab on the
    // second line of a wrapped tab list 'not interactable' at 390 px, though a hit test at its centre
    // finds it: scroll it to the middle first, as a visitor brings a control into view to tap it.
    await this.session.command("POST", "execute/sync", {
      script: "arguments[0].scrollIntoView({ block: 'center', inline: 'center' });",
      args: elementArgument,
    });
    // WebKitWebDriver says only "not interactable" when the centre misses: wait for the tap to
    // reach the element, and say what is there instead if it never does.
    let covered: string | null = null;
    await waitUntil(
      async () => {
        covered = await this.session.command<string | null>("POST", "execute/sync", {
          script: `return (${whatCoversCentre.toString()})(arguments[0]);`,
          args: elementArgument,
        });
        return covered === null;
      },
      5000,
      "",
    ).catch(() => {
      throw new Error(`webkit: a tap on ${JSON.stringify(target)} would miss it: ${covered}`);
    });
    await this.session.command("POST", `element/${element}/click`, {});
  }

  async type(target: Target, text: string): Promise<void> {
    await this.session.command("POST", `element/${await this.element(target)}/value`, { text });
  }

  async press(key: Key): Promise<void> {
    const value = keyCodes[key];
    await this.session.command("POST", "actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value },
            { type: "keyUp", value },
          ],
        },
      ],
    });
    await this.session.command("DELETE", "actions");
  }

  async setViewport(viewport: Viewport): Promise<void> {
    // The browser's window is the bare web view, so its size is the viewport.
    await this.session.command("POST", "window/rect", viewport);
  }

  /** Reads the browser's new log lines: its own reports, and console errors and warnings. */
  private readLog(): void {
    const fresh = readFileSync(this.logFile, "utf8").slice(this.logRead);
    const complete = fresh.lastIndexOf("\n") + 1;
    this.logRead += complete;
    for (const line of fresh.slice(0, complete).split("\n")) {
      if (line.startsWith("E2E ")) this.reports.push(JSON.parse(line.slice(4)) as BrowserReport);
      else if (/CONSOLE \S+ (ERROR|WARN|WARNING) /.test(line)) this.consoleLines.push(`console: ${line}`);
    }
  }

  takeEngineLog(): Promise<string[]> {
    this.readLog();
    return Promise.resolve(this.consoleLines.splice(0));
  }

  async nextDownload(timeoutMs: number): Promise<SavedFile> {
    const downloads = () => this.reports.filter((report) => report.kind !== "clipboard").slice(this.downloadsTaken);
    await waitUntil(
      () => {
        this.readLog();
        return downloads().length > 0;
      },
      timeoutMs,
      "webkit: no download finished",
    );
    const report = downloads()[0] as BrowserReport;
    this.downloadsTaken += 1;
    if (report.kind === "download-failed") throw new Error(`webkit: the download failed: ${report.message ?? ""}`);
    const path = fileURLToPath(report.path ?? "");
    return { name: basename(path), text: await readFile(path, "utf8") };
  }

  clipboardText(): Promise<string> {
    this.readLog();
    const last = this.reports.filter((report) => report.kind === "clipboard").at(-1);
    return Promise.resolve(last?.text ?? "");
  }

  async close(): Promise<void> {
    await this.session.close();
  }
}
