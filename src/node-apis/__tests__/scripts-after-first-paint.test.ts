import { firstPaintLoader, loadScriptsAfterFirstPaint } from "../scripts-after-first-paint";

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
  type Frame = () => void;

  function runLoader(visibility: DocumentVisibilityState): { frames: Frame[]; timers: Frame[]; appended: () => string[] } {
    const frames: Frame[] = [];
    const timers: Frame[] = [];
    jest.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(() => callback(0)));
    jest.spyOn(window, "setTimeout").mockImplementation(((callback: Frame) => timers.push(callback)) as unknown as typeof setTimeout);
    document.body.innerHTML = "";
    // The loader is plain text in the page; running it here is what the browser does with it.
    new Function(firstPaintLoader(["/runtime.js", "/app.js"]))();
    const appended = (): string[] => [...document.querySelectorAll("script")].map((script) => script.getAttribute("src") ?? "");
    return { frames, timers, appended };
  }

  afterEach(() => jest.restoreAllMocks());

  it("requests nothing until the first frame has been painted, then every chunk, async", () => {
    const { frames, timers, appended } = runLoader("visible");
    expect(appended()).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended()).toEqual([]);
    timers.forEach((timer) => timer());
    expect(appended()).toEqual(["/runtime.js", "/app.js"]);
    expect([...document.querySelectorAll("script")].every((script) => script.async)).toBe(true);
  });

  it("loads at once in a tab opened in the background, which paints no frame", () => {
    const { frames, appended } = runLoader("hidden");
    expect(frames).toHaveLength(0);
    expect(appended()).toEqual(["/runtime.js", "/app.js"]);
  });
});
