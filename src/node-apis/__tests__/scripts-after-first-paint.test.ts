import { firstPaintLoader, loadScriptsAfterFirstPaint, mainImageWaitMs } from "../scripts-after-first-paint";

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

  interface LoaderRun {
    frames: Callback[];
    timers: Array<{ callback: Callback; delay: number }>;
    appended: () => string[];
    runFrames: () => void;
    runTimers: (delay?: number) => void;
  }

  /** Runs the loader as the page would, with frames and timers the test fires; `mainImage`: a pending high-priority image. */
  function runLoader(visibility: DocumentVisibilityState, mainImage?: HTMLImageElement): LoaderRun {
    const frames: Callback[] = [];
    const timers: Array<{ callback: Callback; delay: number }> = [];
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
    };
  }

  function pendingMainImage(): HTMLImageElement {
    const image = document.createElement("img");
    image.setAttribute("fetchpriority", "high");
    Object.defineProperty(image, "complete", { value: false });
    return image;
  }

  afterEach(() => jest.restoreAllMocks());

  it("requests nothing until the first frame has been painted, then every chunk, async", () => {
    const run = runLoader("visible");
    expect(run.appended()).toEqual([]);
    run.runFrames();
    expect(run.appended()).toEqual([]);
    run.runTimers();
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
    expect([...document.querySelectorAll("script")].every((script) => script.async)).toBe(true);
  });

  it("loads at once in a tab opened in the background, which paints no frame", () => {
    const run = runLoader("hidden");
    expect(run.frames).toHaveLength(0);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it("waits for the page's main image and the frame that shows it, then loads each chunk once", () => {
    const image = pendingMainImage();
    const run = runLoader("visible", image);
    run.runFrames();
    run.runTimers(0);
    expect(run.appended()).toEqual([]);
    image.dispatchEvent(new Event("load"));
    run.runFrames();
    run.runTimers(0);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
    run.runTimers(mainImageWaitMs);
    expect(run.appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it(`waits no longer than ${mainImageWaitMs} ms for a slow main image, and not at all for a broken one`, () => {
    const slow = runLoader("visible", pendingMainImage());
    slow.runTimers(mainImageWaitMs);
    expect(slow.appended()).toEqual(["/runtime.js", "/app.js"]);
    jest.restoreAllMocks();

    const brokenImage = pendingMainImage();
    const broken = runLoader("visible", brokenImage);
    brokenImage.dispatchEvent(new Event("error"));
    expect(broken.appended()).toEqual(["/runtime.js", "/app.js"]);
  });
});
