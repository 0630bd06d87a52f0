import {
  earlyInputEvents,
  firstPaintLoader,
  loadScriptsAfterFirstPaint,
  loaderId,
  longestWaitForFirstPaintMs,
  longestWaitMs,
  reactListeningName,
  replayEarlyInputName,
} from "../scripts-after-first-paint";
import { afterFirstPaintLoader } from "../first-paint-loader/after-first-paint-loader";

const gatsbyTail =
  '<script id="gatsby-script-loader">window.pagePath="/";</script><!-- slice-start id="_gatsby-scripts-1" -->' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>' +
  '<!-- slice-end id="_gatsby-scripts-1" --></body></html>';

describe("loadScriptsAfterFirstPaint", () => {
  it("replaces Gatsby's async chunk scripts with one loader of the same chunks, in order, where they stood", () => {
    const html = loadScriptsAfterFirstPaint(`<html><head><title>Olá</title></head><body><main>Olá</main>${gatsbyTail}`);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      `window.___webpackCompilationHash="abc";</script><script id="${loaderId}">${firstPaintLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script><!-- slice-end`,
    );
    expect(html).toContain("<main>Olá</main>");
  });

  it("holds the page's first render until the parser has reached the loader", () => {
    const html = loadScriptsAfterFirstPaint(`<html><head><title>Olá</title></head><body><main>Olá</main>${gatsbyTail}`);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<link rel="expect" href="#${loaderId}" blocking="render">`);
    expect(html.match(new RegExp(`id="${loaderId}"`, "g"))).toHaveLength(1);
  });

  it("leaves a page without Gatsby's scripts, or one already rewritten, unchanged", () => {
    const plain = "<html><head></head><body><p>No scripts</p></body></html>";
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
    const once = loadScriptsAfterFirstPaint(`<html><head></head><body>${gatsbyTail}`);
    expect(loadScriptsAfterFirstPaint(once)).toBe(once);
  });

  it("gives a page rewritten before and stitched again by Gatsby (its chunk scripts back, the blocker kept) the same HTML as the first time", () => {
    const once = loadScriptsAfterFirstPaint(`<html><head><title>Olá</title></head><body><main>Olá</main>${gatsbyTail}`);
    const restitched = once.replace(
      /<script id="gatsby-chunks-after-first-paint">[\s\S]*?<\/script>/,
      gatsbyTail.match(/(<script src=[\s\S]*<\/script>)<!-- slice-end/)![1]!,
    );
    expect(restitched).toMatch(/<script src="\/app-3.js" async>/);
    expect(loadScriptsAfterFirstPaint(restitched)).toBe(once);
  });

  it("keeps other scripts: module, JSON-LD and scripts with more attributes", () => {
    const others =
      '<script type="module">import("/m.js")</script><script type="application/ld+json">{}</script><script src="/x.js" defer></script>';
    expect(loadScriptsAfterFirstPaint(others)).toBe(others);
  });
});

/** Each way the loader runs: its readable source, as the unit tests read it, and the minified text the build inlines. */
const loaderForms: Array<[string, (chunks: string[]) => void]> = [
  [
    "its readable source",
    (chunks) => afterFirstPaintLoader(chunks, earlyInputEvents, longestWaitMs, longestWaitForFirstPaintMs),
  ],
  // The inlined loader is plain text in the page; running it here is what the browser does with it.
  ["the text inlined in pages", (chunks) => runInlineScript(firstPaintLoader(chunks))],
];

/** Runs a page's inline script as the browser does: a <script> element (jsdom runs it); what it throws fails the test. */
function runInlineScript(text: string): void {
  const script = document.createElement("script");
  script.textContent = text;
  const thrown: Error[] = [];
  const onError = (event: ErrorEvent) => {
    thrown.push(event.error instanceof Error ? event.error : new Error(event.message));
    event.preventDefault();
  };
  window.addEventListener("error", onError);
  try {
    document.head.append(script);
  } finally {
    window.removeEventListener("error", onError);
    script.remove();
  }
  if (thrown[0]) throw thrown[0];
}

describe.each(loaderForms)("the after-first-paint loader, run as %s", (_form, runChunks) => {
  type Callback = () => void;
  /** A largest-contentful-paint entry as the loader reads it: what was painted, and its area. */
  interface PaintEntry {
    element: Element | null;
    size: number;
  }
  type EntriesCallback = (list: { getEntries: () => PaintEntry[] }) => void;

  interface LoaderRun {
    frames: Callback[];
    appended: () => string[];
    runFrames: () => void;
    runTimers: (delay?: number) => void;
    /** The browser reporting that the frame showing `entry` has been presented. */
    presentPaint: (entry: PaintEntry) => void;
    /** The browser reporting the page's first paint (a `paint` entry). */
    firstPaint: () => void;
  }

  interface Browser {
    visibility: DocumentVisibilityState;
    /** Reports largest-contentful-paint entries (Chromium, Firefox); Safari does not. */
    reportsLargestPaint: boolean;
  }

  /** Runs the loader as the page would, with frames, timers and paint entries the test fires; `mainImage`: the page's high-priority image. */
  function runLoader({ visibility, reportsLargestPaint }: Browser, mainImage?: HTMLImageElement): LoaderRun {
    const frames: Callback[] = [];
    const timers: Array<{ callback: Callback; delay: number }> = [];
    const observers: Array<{ callback: EntriesCallback; observing: string | null }> = [];
    const paints: PerformanceEntry[] = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = reportsLargestPaint ? ["largest-contentful-paint", "paint"] : ["paint"];
      private readonly state: { callback: EntriesCallback; observing: string | null };
      constructor(callback: EntriesCallback) {
        this.state = { callback, observing: null };
        observers.push(this.state);
      }
      observe(options: { type: string; buffered?: boolean }): void {
        // Largest paints are only useful buffered (the loader may run after the first one).
        this.state.observing = options.type === "paint" || options.buffered ? options.type : null;
      }
      disconnect(): void {
        this.state.observing = null;
      }
    }
    const notify = (type: string, entry: PaintEntry) =>
      observers
        .filter((observer) => observer.observing === type)
        .forEach((observer) => observer.callback({ getEntries: () => [entry] }));
    Object.defineProperty(window, "PerformanceObserver", {
      value: FakePerformanceObserver,
      configurable: true,
      writable: true,
    });
    Object.defineProperty(performance, "getEntriesByType", {
      value: (type: string) => (type === "paint" ? paints : []),
      configurable: true,
      writable: true,
    });
    jest.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(() => callback(0)));
    jest
      .spyOn(window, "setTimeout")
      .mockImplementation(((callback: Callback, delay = 0) =>
        timers.push({ callback, delay })) as unknown as typeof setTimeout);
    // A loader from an earlier run stops listening for input, as React's hydration would make it.
    window.___replayEarlyInput?.(() => undefined);
    document.body.innerHTML = "<main><p>Texto</p></main>";
    if (mainImage) document.body.append(mainImage);
    runChunks(["/runtime.js", "/app.js"]);
    const take = <T>(list: T[]): T[] => list.splice(0, list.length);
    return {
      frames,
      appended: () => [...document.querySelectorAll("script")].map((script) => script.getAttribute("src") ?? ""),
      runFrames: () => take(frames).forEach((frame) => frame()),
      runTimers: (delay) =>
        take(timers).forEach((timer) =>
          delay === undefined || timer.delay === delay ? timer.callback() : timers.push(timer),
        ),
      presentPaint: (entry) => notify("largest-contentful-paint", entry),
      firstPaint: () => {
        paints.push({ name: "first-contentful-paint" } as PerformanceEntry);
        notify("paint", { element: null, size: 0 });
      },
    };
  }

  const chromium: Browser = { visibility: "visible", reportsLargestPaint: true };
  const safari: Browser = { visibility: "visible", reportsLargestPaint: false };
  const text = (): PaintEntry => ({ element: document.querySelector("p"), size: 20000 });

  /** A high-priority image showing 390 × 200 px of the viewport (78,000 px²), still loading or loaded. */
  function mainImage(loaded = false): HTMLImageElement {
    const image = document.createElement("img");
    image.setAttribute("fetchpriority", "high");
    Object.defineProperty(image, "complete", { value: loaded });
    image.getBoundingClientRect = () => ({ left: 0, right: 390, top: 100, bottom: 300 }) as DOMRect;
    return image;
  }

  afterEach(() => {
    window.___replayEarlyInput?.(() => undefined);
    jest.restoreAllMocks();
  });

  it("requests nothing until the page's largest paint is on screen, then every chunk, async", () => {
    const run = runLoader(chromium);
    run.runFrames();
    run.runTimers(0);
    expect(run.appended()).toEqual([]);
    run.presentPaint(text());
    expect(run.appended()).toEqual([]);
    run.runTimers(0);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
    expect([...document.querySelectorAll("script")].every((script) => script.async)).toBe(true);
  });

  it("loads after the first frame in a browser that reports no largest paint, once the main image has arrived", () => {
    const run = runLoader(safari);
    expect(run.appended()).toEqual([]);
    run.runFrames();
    expect(run.appended()).toEqual([]);
    run.runTimers(0);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
    jest.restoreAllMocks();

    const image = mainImage();
    const withImage = runLoader(safari, image);
    withImage.runFrames();
    withImage.runTimers(0);
    expect(withImage.appended()).toEqual([]);
    image.dispatchEvent(new Event("load"));
    withImage.runFrames();
    withImage.runTimers(0);
    expect(withImage.appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it("loads at once in a tab opened in the background, which paints no frame", () => {
    const run = runLoader({ visibility: "hidden", reportsLargestPaint: true });
    expect(run.frames).toHaveLength(0);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it("waits past a smaller paint for the main image's own paint, even when the image had loaded before the loader ran, then loads each chunk once", () => {
    const image = mainImage(true);
    const run = runLoader(chromium, image);
    run.presentPaint(text());
    run.runFrames();
    run.runTimers(0);
    expect(run.appended()).toEqual([]);
    run.presentPaint({ element: image, size: 70000 });
    run.runTimers(0);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
    run.presentPaint({ element: image, size: 70000 });
    run.runTimers(longestWaitMs);
    run.runTimers(0);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it("stops waiting for the main image once something larger than it is on screen, as the image can no longer be the largest paint", () => {
    const run = runLoader(chromium, mainImage());
    run.presentPaint({ element: document.querySelector("main"), size: 78000 });
    run.runTimers(0);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it("does not lay the page out while it is being parsed: the main image is measured at the first largest paint", () => {
    const image = mainImage();
    const measure = jest.spyOn(image, "getBoundingClientRect");
    const run = runLoader(chromium, image);
    expect(measure).not.toHaveBeenCalled();
    run.presentPaint(text());
    expect(measure).toHaveBeenCalledTimes(1);
    run.presentPaint({ element: document.querySelector("main"), size: 78000 });
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it(`waits no longer than ${longestWaitMs} ms for a largest paint or a slow main image once the page has painted, and not at all for a broken image`, () => {
    const unreported = runLoader(chromium);
    unreported.firstPaint();
    unreported.runTimers(longestWaitMs);
    expect(unreported.appended()).toEqual(["/runtime.js", "/app.js"]);
    jest.restoreAllMocks();

    const slow = runLoader(chromium, mainImage());
    slow.firstPaint();
    slow.runTimers(longestWaitMs);
    expect(slow.appended()).toEqual(["/runtime.js", "/app.js"]);
    jest.restoreAllMocks();

    const brokenImage = mainImage();
    const broken = runLoader(chromium, brokenImage);
    brokenImage.dispatchEvent(new Event("error"));
    expect(broken.appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it(`waits on past ${longestWaitMs} ms while nothing has been painted, loading at the first paint or at ${longestWaitForFirstPaintMs} ms`, () => {
    const stalled = runLoader(chromium);
    stalled.runTimers(longestWaitMs);
    expect(stalled.appended()).toEqual([]);
    stalled.firstPaint();
    stalled.runTimers(0);
    expect(stalled.appended()).toEqual(["/runtime.js", "/app.js"]);
    jest.restoreAllMocks();

    const neverPainted = runLoader(chromium);
    neverPainted.runTimers(longestWaitMs);
    neverPainted.runTimers(0);
    expect(neverPainted.appended()).toEqual([]);
    neverPainted.runTimers(longestWaitForFirstPaintMs - longestWaitMs);
    expect(neverPainted.appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it.each(earlyInputEvents)(
    "requests the chunks at once on the visitor's first %s, whatever paint it was waiting for",
    (type) => {
      const run = runLoader(chromium, mainImage());
      expect(run.appended()).toEqual([]);
      document.querySelector("p")?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
    },
  );

  /** The page's form, as prerendered: a text field, a select, a submit button and another button. */
  function prerenderedForm() {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<form><input name="topic"><select name="type"><option>Tutorial</option><option>Review</option></select>' +
        '<button type="submit">Gerar roteiro</button><button type="button">Quero participar</button></form><a href="#contato">Contato</a>',
    );
    const form = document.querySelector("form") as HTMLFormElement;
    const [submit, other] = [...form.querySelectorAll("button")] as [HTMLButtonElement, HTMLButtonElement];
    const submitted: string[] = [];
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      submitted.push("submit");
    });
    /** Clicks React sees, once it listens. */
    const clicked: string[] = [];
    const reactListens = () => {
      form.addEventListener("click", (event) => clicked.push((event.target as HTMLElement).textContent ?? ""));
      window[reactListeningName]?.();
    };
    return { form, submit, other, submitted, clicked, reactListens };
  }

  it("holds the first button clicked before React, submitting nothing natively, and clicks it again after hydration, in a later task", () => {
    const run = runLoader(chromium);
    const { submit, other, submitted, clicked, reactListens } = prerenderedForm();
    submit.click();
    submit.click();
    other.click();
    expect(submitted).toEqual([]);

    reactListens();
    window[replayEarlyInputName]?.(() => undefined);
    expect(clicked).toEqual([]);
    run.runTimers(0);
    expect(clicked).toEqual(["Gerar roteiro"]);
    expect(submitted).toEqual(["submit"]);
    other.click();
    expect(clicked).toEqual(["Gerar roteiro", "Quero participar"]);
  });

  it("drops the held click once the visitor clicks again with React listening: that click is theirs", () => {
    const run = runLoader(chromium);
    const { submit, other, submitted, clicked, reactListens } = prerenderedForm();
    other.click();
    reactListens();
    submit.click();
    expect(submitted).toEqual(["submit"]);
    window[replayEarlyInputName]?.(() => undefined);
    run.runTimers(0);
    expect(clicked).toEqual(["Gerar roteiro"]);
  });

  it("hands each form control edited before React to the app once, before the held click", () => {
    const run = runLoader(chromium);
    const { form, submit, reactListens } = prerenderedForm();
    const topic = form.querySelector("input") as HTMLInputElement;
    const type = form.querySelector("select") as HTMLSelectElement;
    for (const letter of "Dicas") {
      topic.value += letter;
      topic.dispatchEvent(new Event("input", { bubbles: true }));
    }
    type.value = "Review";
    type.dispatchEvent(new Event("change", { bubbles: true }));
    submit.click();
    reactListens();

    const order: string[] = [];
    form.addEventListener("click", () => order.push("click"));
    window[replayEarlyInputName]?.((edited) =>
      order.push(`sync ${edited.map((control) => control.getAttribute("name")).join(", ")}`),
    );
    run.runTimers(0);
    expect(order).toEqual(["sync topic, type", "click"]);
  });

  it("leaves a link clicked before React to the browser, and replays nothing for it", () => {
    const run = runLoader(chromium);
    const { clicked, reactListens } = prerenderedForm();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("a")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    reactListens();
    window[replayEarlyInputName]?.(() => undefined);
    run.runTimers(0);
    expect(clicked).toEqual([]);
  });
});
