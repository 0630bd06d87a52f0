import { firstPaintLoader, loadScriptsAfterFirstPaint, loaderId, longestWaitForFirstPaintMs, longestWaitMs } from "../scripts-after-first-paint";

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

  it("keeps other scripts: module, JSON-LD and scripts with more attributes", () => {
    const others =
      '<script type="module">import("/m.js")</script><script type="application/ld+json">{}</script><script src="/x.js" defer></script>';
    expect(loadScriptsAfterFirstPaint(others)).toBe(others);
  });
});

describe("firstPaintLoader", () => {
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
      observers.filter((observer) => observer.observing === type).forEach((observer) => observer.callback({ getEntries: () => [entry] }));
    Object.defineProperty(window, "PerformanceObserver", { value: FakePerformanceObserver, configurable: true, writable: true });
    Object.defineProperty(performance, "getEntriesByType", {
      value: (type: string) => (type === "paint" ? paints : []),
      configurable: true,
      writable: true,
    });
    jest.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(() => callback(0)));
    jest
      .spyOn(window, "setTimeout")
      .mockImplementation(((callback: Callback, delay = 0) => timers.push({ callback, delay })) as unknown as typeof setTimeout);
    document.body.innerHTML = "<main><p>Texto</p></main>";
    if (mainImage) document.body.append(mainImage);
    // The loader is plain text in the page; running it here is what the browser does with it.
    new Function(firstPaintLoader(["/runtime.js", "/app.js"]))();
    const take = <T,>(list: T[]): T[] => list.splice(0, list.length);
    return {
      frames,
      appended: () => [...document.querySelectorAll("script")].map((script) => script.getAttribute("src") ?? ""),
      runFrames: () => take(frames).forEach((frame) => frame()),
      runTimers: (delay) => take(timers).forEach((timer) => (delay === undefined || timer.delay === delay ? timer.callback() : timers.push(timer))),
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

  afterEach(() => jest.restoreAllMocks());

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
});
