import { firstPaintLoader, loadScriptsAfterFirstPaint, longestWaitMs } from "../scripts-after-first-paint";

const gatsbyTail =
  '<script id="gatsby-script-loader">window.pagePath="/";</script><!-- slice-start id="_gatsby-scripts-1" -->' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>' +
  '<!-- slice-end id="_gatsby-scripts-1" --></body></html>';

describe("loadScriptsAfterFirstPaint", () => {
  it("replaces Gatsby's async chunk scripts with one loader of the same chunks, in order, where they stood", () => {
    const html = loadScriptsAfterFirstPaint(`<html><body><main>Olá</main>${gatsbyTail}`);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      `window.___webpackCompilationHash="abc";</script><script>${firstPaintLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script><!-- slice-end`,
    );
    expect(html).toContain("<main>Olá</main>");
  });

  it("leaves a page without Gatsby's scripts, or one already rewritten, unchanged", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
    const once = loadScriptsAfterFirstPaint(`<body>${gatsbyTail}`);
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
  type EntriesCallback = (list: { getEntries: () => Array<{ startTime: number }> }) => void;

  interface LoaderRun {
    frames: Callback[];
    timers: Array<{ callback: Callback; delay: number }>;
    appended: () => string[];
    runFrames: () => void;
    runTimers: (delay?: number) => void;
    /** The browser reporting a largest-contentful-paint entry presented at `startTime`. */
    presentPaint: (startTime: number) => void;
  }

  interface Browser {
    visibility: DocumentVisibilityState;
    /** Reports largest-contentful-paint entries (Chromium, Firefox); Safari does not. */
    reportsLargestPaint: boolean;
  }

  /** Runs the loader as the page would, with frames, timers and paint entries the test fires; `mainImage`: a pending high-priority image. */
  function runLoader({ visibility, reportsLargestPaint }: Browser, mainImage?: HTMLImageElement): LoaderRun {
    const frames: Callback[] = [];
    const timers: Array<{ callback: Callback; delay: number }> = [];
    const observers: Array<{ callback: EntriesCallback; observing: boolean }> = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = reportsLargestPaint ? ["largest-contentful-paint", "paint"] : ["paint"];
      private readonly state: { callback: EntriesCallback; observing: boolean };
      constructor(callback: EntriesCallback) {
        this.state = { callback, observing: false };
        observers.push(this.state);
      }
      observe(options: { type: string; buffered: boolean }): void {
        this.state.observing = options.type === "largest-contentful-paint" && options.buffered;
      }
      disconnect(): void {
        this.state.observing = false;
      }
    }
    Object.defineProperty(window, "PerformanceObserver", { value: FakePerformanceObserver, configurable: true, writable: true });
    jest.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(() => callback(0)));
    jest
      .spyOn(window, "setTimeout")
      .mockImplementation(((callback: Callback, delay = 0) => timers.push({ callback, delay })) as unknown as typeof setTimeout);
    document.body.innerHTML = "";
    if (mainImage) document.body.append(mainImage);
    // The loader is plain text in the page; running it here is what the browser does with it.
    new Function(firstPaintLoader(["/runtime.js", "/app.js"]))();
    const take = <T,>(list: T[]): T[] => list.splice(0, list.length);
    return {
      frames,
      timers,
      appended: () => [...document.querySelectorAll("script")].map((script) => script.getAttribute("src") ?? ""),
      runFrames: () => take(frames).forEach((frame) => frame()),
      runTimers: (delay) => take(timers).forEach((timer) => (delay === undefined || timer.delay === delay ? timer.callback() : timers.push(timer))),
      presentPaint: (startTime) =>
        observers.filter((observer) => observer.observing).forEach((observer) => observer.callback({ getEntries: () => [{ startTime }] })),
    };
  }

  const chromium: Browser = { visibility: "visible", reportsLargestPaint: true };
  const safari: Browser = { visibility: "visible", reportsLargestPaint: false };

  function pendingMainImage(): HTMLImageElement {
    const image = document.createElement("img");
    image.setAttribute("fetchpriority", "high");
    Object.defineProperty(image, "complete", { value: false });
    return image;
  }

  afterEach(() => jest.restoreAllMocks());

  it("requests nothing until the largest paint so far is on screen, then every chunk, async", () => {
    const run = runLoader(chromium);
    run.runFrames();
    run.runTimers(0);
    expect(run.appended()).toEqual([]);
    run.presentPaint(120);
    expect(run.appended()).toEqual([]);
    run.runTimers(0);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
    expect([...document.querySelectorAll("script")].every((script) => script.async)).toBe(true);
  });

  it("loads after the first frame in a browser that reports no largest paint", () => {
    const run = runLoader(safari);
    expect(run.appended()).toEqual([]);
    run.runFrames();
    expect(run.appended()).toEqual([]);
    run.runTimers(0);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it("loads at once in a tab opened in the background, which paints no frame", () => {
    const run = runLoader({ visibility: "hidden", reportsLargestPaint: true });
    expect(run.frames).toHaveLength(0);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it("waits for the page's main image and the paint that shows it, not an earlier one, then loads each chunk once", () => {
    const image = pendingMainImage();
    const run = runLoader(chromium, image);
    run.presentPaint(0);
    run.runTimers(0);
    expect(run.appended()).toEqual([]);
    image.dispatchEvent(new Event("load"));
    run.presentPaint(0);
    run.runTimers(0);
    expect(run.appended()).toEqual([]);
    run.presentPaint(performance.now() + 16);
    run.runTimers(0);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
    run.runTimers(longestWaitMs);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it(`waits no longer than ${longestWaitMs} ms for a paint or a slow main image, and not at all for a broken one`, () => {
    const unreported = runLoader(chromium);
    unreported.runTimers(longestWaitMs);
    expect(unreported.appended()).toEqual(["/runtime.js", "/app.js"]);
    jest.restoreAllMocks();

    const slow = runLoader(chromium, pendingMainImage());
    slow.runTimers(longestWaitMs);
    expect(slow.appended()).toEqual(["/runtime.js", "/app.js"]);
    jest.restoreAllMocks();

    const brokenImage = pendingMainImage();
    const broken = runLoader(chromium, brokenImage);
    brokenImage.dispatchEvent(new Event("error"));
    expect(broken.appended()).toEqual(["/runtime.js", "/app.js"]);
  });
});
