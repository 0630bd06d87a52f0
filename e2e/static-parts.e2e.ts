// The static parts (StaticIsland): on a first load React leaves them as the HTML made them, no
// fiber on any of their elements, the very nodes the parser created; after a client-side
// navigation to the same page React renders them, and they equal the server's HTML. Their
// links still navigate client-side, and the interactive parts beside them still work.
import type { Browser, Page } from "playwright-core";

import { bundledPosts } from "./support/blog-content";
import { baseUrl, launchBrowser, openPage, type PageErrors, viewports, waitForHydration } from "./support/browser";
import { blockThirdParties } from "./support/site-visit";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const newestPost = bundledPosts()
  .filter((post) => post.published)
  .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))[0]!;

/** Each kind of static part, on a page that has it (every page but home has a breadcrumb and the footer). */
const pages: Array<[path: string, kinds: string[]]> = [
  ["/privacy-policy/", ["legal-text", "marketing-copy", "breadcrumb", "footer"]],
  // A video in the body has a poster, a static part of its own.
  [
    newestPost.path,
    ["post-body", ...(newestPost.hasVideo ? ["video-poster"] : []), "post-cards", "breadcrumb", "footer"],
  ],
  ["/blog/", ["post-cards", "marketing-copy", "breadcrumb", "footer"]],
  ["/pricing/", ["marketing-copy", "breadcrumb", "footer"]],
];

/** What each static part is made of now, as the page sees it. */
interface PartState {
  kind: string;
  /** Inside another static part, which keeps it with its own DOM on a first load. */
  nested: boolean;
  /** Its own element is React's (claimed while hydrating, or rendered). */
  rootHasFiber: boolean;
  elements: number;
  /** Elements inside it that React manages. */
  withFiber: number;
  /** Elements inside it marked before any script ran: the parser's own nodes. */
  prerendered: number;
  /** Its inner HTML without React's text separators (`<!-- -->`), which only the server writes, and photos' load state. */
  html: string;
}

function partStates(page: Page): Promise<PartState[]> {
  return page.evaluate(() => {
    const hasFiber = (node: Element) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));
    return [...document.querySelectorAll<HTMLElement>("[data-static-island]")].map((part) => {
      const elements = [...part.querySelectorAll("*")];
      return {
        kind: part.dataset.staticIsland ?? "",
        nested: part.parentElement?.closest("[data-static-island]") != null,
        rootHasFiber: hasFiber(part),
        elements: elements.length,
        withFiber: elements.filter(hasFiber).length,
        prerendered: elements.filter((element) => (element as { __prerendered?: boolean }).__prerendered).length,
        // An author photo's data-state is what React saw of its loading ("loaded" once a rendered
        // photo's load event fired, before or after the snapshot): state, not the server's markup.
        html: part.innerHTML.replace(/<!--.*?-->/g, "").replace(/ data-state="(loading|loaded)"/g, ""),
      };
    });
  });
}

/** React's hydration errors (#418, #423, #425) and warnings, from the console or uncaught. */
const hydrationErrors = (errors: PageErrors): string[] =>
  [...errors.console, ...errors.uncaught].filter((message) => /hydrat|Minified React error/i.test(message));

/**
 * Loads `path` with its scripts held back until every element of the static parts is marked
 * (an expando property, which only the parser's nodes carry); resolves once hydrated.
 */
async function firstLoad(path: string): Promise<{ page: Page; errors: PageErrors; server: PartState[] }> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  await blockThirdParties(context);
  const { page, errors } = await openPage(context);
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route(/\.js(\?|$)/, async (route) => {
    if (holding) held.push(() => route.continue());
    else await route.continue();
  });
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "domcontentloaded" });
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("[data-static-island] *"))
      (element as { __prerendered?: boolean }).__prerendered = true;
  });
  const server = await partStates(page);
  holding = false;
  await Promise.all(held.splice(0).map((release) => release()));
  await waitForHydration(page);
  return { page, errors, server };
}

describe.each(pages)("static parts of %s", (path, kinds) => {
  it("keep the server's DOM on the first load, and render it again after a client-side navigation", async () => {
    const { page, errors, server } = await firstLoad(path);
    expect([...new Set(server.map((part) => part.kind))].sort()).toEqual([...kinds].sort());

    const hydrated = await partStates(page);
    expect(
      hydrated.map(({ kind, rootHasFiber, withFiber, prerendered, elements }) => ({
        kind,
        rootHasFiber,
        withFiber,
        allPrerendered: prerendered === elements,
      })),
    ).toEqual(server.map(({ kind, nested }) => ({ kind, rootHasFiber: !nested, withFiber: 0, allPrerendered: true })));
    expect(hydrated.map((part) => part.html)).toEqual(server.map((part) => part.html));
    // The header is interactive: React hydrated it.
    const headerHasFiber = page
      .locator("header")
      .first()
      .evaluate((header) => Object.keys(header).some((key) => key.startsWith("__reactFiber$")));
    await expect(headerHasFiber).resolves.toBe(true);

    // A link inside a static part goes through Gatsby's router: the document stays.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    // The address changes before React commits the home page (when it changed, the first page was
    // still on screen in 5 loads of 15 on a loaded machine); going back before that commit leaves
    // the first page mounted as it was, parts and all. Home has no breadcrumb.
    await page.getByRole("navigation", { name: "Breadcrumb" }).waitFor({ state: "detached" });
    await page.goBack();
    await page.waitForURL(`${baseUrl()}${path}`);
    // Rendered by React: the parts of the page navigated to, and the footer, which the layout keeps
    // and renders once the page changes.
    await page
      .waitForFunction((count) => {
        const parts = [...document.querySelectorAll("[data-static-island]")];
        return (
          parts.length === count &&
          parts.every((part) => {
            const child = part.firstElementChild;
            return child !== null && Object.keys(child).some((key) => key.startsWith("__reactFiber$"));
          })
        );
      }, server.length)
      .catch(async (error: Error) => {
        const sameDocument = await page.evaluate(
          () => (window as { __sameDocument?: boolean }).__sameDocument === true,
        );
        const parts = (await partStates(page)).map(({ kind, rootHasFiber, withFiber, elements }) => ({
          kind,
          rootHasFiber,
          withFiber,
          elements,
        }));
        throw new Error(`${error.message}\nsame document: ${sameDocument}; parts: ${JSON.stringify(parts)}`);
      });
    await expect(page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);

    const rendered = await partStates(page);
    expect(
      rendered.map(({ kind, withFiber, elements }) => ({ kind, rendered: withFiber === elements && elements > 0 })),
    ).toEqual(server.map(({ kind }) => ({ kind, rendered: true })));
    expect(rendered.map((part) => part.html)).toEqual(server.map((part) => part.html));
    expect(hydrationErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe("static parts of /", () => {
  it("keep the server's DOM on the first load: the banner, the hero's copy, the video's poster, the press strip, the footer", async () => {
    const { page, errors, server } = await firstLoad("/");
    // Below the fold the sections wait for their code, prerendered as a whole (a deferred part).
    const outsideDeferred = await page.evaluate(() =>
      [...document.querySelectorAll("[data-static-island]")].map(
        (part) => part.closest("[data-click-replay]") === null,
      ),
    );
    const notDeferred = server.filter((_, index) => outsideDeferred[index]);
    expect(notDeferred.map((part) => part.kind)).toEqual([
      "marketing-copy",
      "marketing-copy",
      "video-poster",
      "marketing-copy",
      "footer",
    ]);
    const hydrated = (await partStates(page)).filter((_, index) => outsideDeferred[index]);
    expect(
      hydrated.map(({ rootHasFiber, withFiber, prerendered, elements }) => [
        rootHasFiber,
        withFiber,
        prerendered === elements,
      ]),
    ).toEqual(notDeferred.map(() => [true, 0, true]));
    expect(hydrated.map((part) => part.html)).toEqual(notDeferred.map((part) => part.html));
    expect(hydrationErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe("interactive parts beside static ones", () => {
  it("work after a client-side navigation from a static part's link: the ROI calculator and the FAQ", async () => {
    const { page, errors } = await firstLoad("/privacy-policy/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(`${baseUrl()}/pricing/`);
    const field = page.getByRole("textbox", { name: "Video investment (USD)" });
    await field.fill("abc");
    await page.getByText("The video investment must be a number, like 5000.").waitFor();
    const question = page.getByRole("button", { name: "Qual é o retorno médio da estratégia?" });
    await question.click();
    await expect(question.getAttribute("aria-expanded")).resolves.toBe("true");
    expect(hydrationErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
