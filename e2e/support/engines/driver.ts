/**
 * The one interface every engine implements, so each cross-engine test is written once
 * (e2e/engines/*.engines.ts). Chromium runs on playwright-core, Firefox on puppeteer-core over
 * WebDriver BiDi, WebKit on WebKitWebDriver (classic WebDriver): each adapter only knows how to
 * run script in the page, act on an element with real input, and read what the engine logged.
 */
export const engineNames = ["chromium", "firefox", "webkit"] as const;
export type EngineName = (typeof engineNames)[number];

/**
 * An element as a visitor finds it: a CSS selector, narrowed to the first visible match whose
 * accessible name (aria-label, its label, or its text) is `name`; `within` scopes the search.
 */
export interface Target {
  css: string;
  name?: string;
  within?: string;
}

export type Key = "Escape" | "Tab" | "Enter";

export interface Viewport {
  width: number;
  height: number;
}

/** A file the page saved through a download. */
export interface SavedFile {
  name: string;
  text: string;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** Loads path on the built site (no hydration wait: see Visitor.open). */
  goto(path: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page (awaiting a promise) and returns its JSON value. */
  run<Result>(expression: string): Promise<Result>;
  /** A real pointer click at the element's centre (trusted, so clipboard and downloads are allowed). */
  click(target: Target): Promise<void>;
  /** Focuses the element and types text with real key events. */
  type(target: Target, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  setViewport(viewport: Viewport): Promise<void>;
  /** Messages the engine itself logged since the last call: uncaught errors, console errors, CSP reports. */
  takeEngineLog(): Promise<string[]>;
  /** The next file the page downloads (waits up to timeoutMs). */
  nextDownload(timeoutMs: number): Promise<SavedFile>;
  /** What the page last put on the system clipboard. */
  clipboardText(): Promise<string>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A fresh page (its own profile or context) at the given viewport. */
  newPage(viewport: Viewport): Promise<EnginePage>;
  close(): Promise<void>;
}

/** Which engines this run drives: E2E_ENGINES=webkit (or a comma list); all three by default. */
export function selectedEngines(): EngineName[] {
  const wanted = (process.env.E2E_ENGINES ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...engineNames];
  const unknown = wanted.filter((name) => !(engineNames as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`E2E_ENGINES names unknown engines: ${unknown.join(", ")} (known: ${engineNames.join(", ")}).`);
  return wanted as EngineName[];
}
