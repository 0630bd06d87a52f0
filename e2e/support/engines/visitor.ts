import type { EnginePage, Key, SavedFile, Target, Viewport } from "./driver";
import {
  callExpression,
  chooseOption,
  clearField,
  findExpression,
  hasVisibleText,
  restsWhereItWas,
  takePageProblems,
} from "./page-scripts";
import { waitUntil } from "./wait";

/**
 * What the cross-engine suite fails on: uncaught errors and rejections, hydration errors, CSP
 * violations and warnings, and errors the page's own scripts log. Failed third-party requests
 * (this network reaches no third party) are the engines' network notes, not these.
 */
const problemPattern =
  /recorder did not run|uncaught|unhandled|JS ERROR|Content.Security.Policy|CSP|hydrat|Minified React error|console\.error/i;
/** Gatsby's production loader logs this on purpose when a visitor opens a path with no page (the 404 page shows). */
const expectedNotes = /User attempted to access non-existent route/;

/**
 * One visitor in one engine at one viewport: the steps every cross-engine test is written in.
 * Each failure message starts with the engine and width, so a red run says which engine failed.
 */
export class Visitor {
  private readonly problems: string[] = [];

  constructor(
    readonly page: EnginePage,
    readonly viewport: Viewport,
  ) {}

  get label(): string {
    return `${this.page.engine} at ${this.viewport.width} px`;
  }

  /** Loads path and waits until Gatsby has hydrated it, keeping what the previous page ran into. */
  async open(path: string): Promise<void> {
    await this.collect();
    await this.page.goto(path);
    await this.waitFor('document.documentElement.dataset.hydrated === "true"', `${path} to hydrate`, 20000);
  }

  /**
   * Waits until the page has fetched nothing new for 300 ms, so leaving it does not abort a chunk
   * it is still loading (WebKit reports such an aborted import as an unhandled ChunkLoadError).
   */
  async settle(timeoutMs = 5000): Promise<void> {
    let last = -1;
    await waitUntil(
      async () => {
        const count = await this.page.run<number>("performance.getEntriesByType('resource').length");
        const quiet = count === last;
        last = count;
        if (!quiet) await new Promise((resolve) => setTimeout(resolve, 300));
        return quiet;
      },
      timeoutMs,
      `${this.label}: the page kept loading`,
    ).catch(() => undefined);
  }

  evaluate<Result>(fn: (...args: never[]) => Result, ...args: unknown[]): Promise<Awaited<Result>> {
    return this.page.run(callExpression(fn, args));
  }

  async waitFor(expression: string, what: string, timeoutMs = 10000): Promise<void> {
    try {
      await waitUntil(async () => Boolean(await this.page.run(`Boolean(${expression})`)), timeoutMs, "");
    } catch {
      const where = await this.page.run<string>("location.pathname").catch(() => "?");
      throw new Error(`${this.label}: waited ${timeoutMs} ms for ${what} on ${where}`);
    }
  }

  waitForTarget(target: Target, timeoutMs = 10000): Promise<void> {
    return this.waitFor(findExpression(target), `a visible ${describe(target)}`, timeoutMs);
  }

  /** Waits until body (an expression of `element`) holds for the target element. */
  waitForState(target: Target, body: string, what: string, timeoutMs = 10000): Promise<void> {
    return this.waitFor(`((element) => Boolean(element) && (${body}))(${findExpression(target)})`, what, timeoutMs);
  }

  waitForGone(target: Target, timeoutMs = 10000): Promise<void> {
    return this.waitFor(`!${findExpression(target)}`, `${describe(target)} to go`, timeoutMs);
  }

  waitForText(text: string, timeoutMs = 10000): Promise<void> {
    return this.waitFor(callExpression(hasVisibleText, [text]), `the text '${text}'`, timeoutMs);
  }

  async isVisible(target: Target): Promise<boolean> {
    return this.page.run<boolean>(`Boolean(${findExpression(target)})`);
  }

  async click(target: Target): Promise<void> {
    await this.waitForTarget(target);
    // Polled every 100 ms: the same box twice running. WebKitWebDriver refused a quiz option as
    // "not interactable" once, clicked as the option's text first showed.
    await this.waitForState(target, `(${restsWhereItWas.toString()})(element)`, `${describe(target)} to come to rest`);
    await this.page.click(target).catch((error: Error) => {
      throw new Error(`${this.label}: clicking ${describe(target)} failed: ${error.message}`);
    });
  }

  /** Replaces the field's value with text typed key by key. */
  async fill(target: Target, text: string): Promise<void> {
    await this.waitForTarget(target);
    await this.page.run(`(${clearField.toString()})(${findExpression(target)})`);
    await this.page.type(target, text);
  }

  async select(target: Target, label: string): Promise<void> {
    await this.waitForTarget(target);
    const chosen = await this.page.run<boolean>(
      `(${chooseOption.toString()})(${findExpression(target)}, ${JSON.stringify(label)})`,
    );
    if (!chosen) throw new Error(`${this.label}: ${describe(target)} has no option '${label}'`);
  }

  press(key: Key): Promise<void> {
    return this.page.press(key);
  }

  /** A property of the target element, read in the page. */
  read<Result>(target: Target, body: string): Promise<Result> {
    return this.page.run<Result>(`((element) => ${body})(${findExpression(target)})`);
  }

  async download(timeoutMs = 10000): Promise<SavedFile> {
    return this.page.nextDownload(timeoutMs).catch((error: Error) => {
      throw new Error(`${this.label}: ${error.message}`);
    });
  }

  async waitForClipboard(expected: string, timeoutMs = 5000): Promise<void> {
    let last = "";
    try {
      await waitUntil(async () => (last = await this.page.clipboardText()) === expected, timeoutMs, "");
    } catch {
      throw new Error(`${this.label}: the clipboard holds ${JSON.stringify(last.slice(0, 80))}, not the script`);
    }
  }

  private async collect(): Promise<void> {
    const fromPage = await this.evaluate(takePageProblems).catch(() => [] as string[]);
    const fromEngine = await this.page.takeEngineLog();
    this.problems.push(
      ...[...fromPage, ...fromEngine].filter((line) => problemPattern.test(line) && !expectedNotes.test(line)),
    );
  }

  /** Fails, naming the engine, on every uncaught, hydration or CSP problem seen since the page opened. */
  async expectClean(): Promise<void> {
    await this.collect();
    if (this.problems.length > 0) throw new Error(`${this.label} ran into:\n  ${this.problems.join("\n  ")}`);
  }
}

function describe(target: Target): string {
  return `${target.css}${target.name ? ` '${target.name}'` : ""}${target.within ? ` in ${target.within}` : ""}`;
}
