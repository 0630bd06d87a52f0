import type { Browser, Page } from "playwright-core";

import { axeViolations } from "./support/axe";
import { bundledPosts } from "./support/blog-content";
import { baseUrl, launchBrowser, openPage, viewports, waitForHydration } from "./support/browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const published = bundledPosts()
  .filter((post) => post.published)
  .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
const newest = published[0]!;

async function visit(path: string, viewport: { width: number; height: number } = viewports.desktop) {
  const context = await browser.newContext({ viewport });
  const { page, errors } = await openPage(context);
  const response = await page.goto(`${baseUrl()}${path}`);
  await waitForHydration(page);
  return { page, errors, response, close: () => context.close() };
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 }).innerText();

describe("blog list", () => {
  it("shows the heading, the tagline and at most six post cards", async () => {
    const { page, errors, close } = await visit("/blog");
    await expect(h1(page)).resolves.toBe("Our Blog");
    await expect(
      page.getByText("Insights, tips, and stories from the world of SaaS video production").isVisible(),
    ).resolves.toBe(true);
    const cards = page.locator("main article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    await expect(cards.first().getByRole("heading", { level: 2 }).innerText()).resolves.toBe(newest.title);
    expect(errors.uncaught).toEqual([]);
    await close();
  });

  it("leads from a card to its post", async () => {
    const { page, errors, close } = await visit("/blog");
    await page.getByRole("link", { name: newest.title }).click();
    await page.waitForURL(`${baseUrl()}${newest.path}`);
    await page.getByRole("heading", { level: 1, name: newest.title }).waitFor();
    await expect(page.getByText("Author", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Back to About" }).getAttribute("href")).resolves.toBe("/about/");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).innerText()).resolves.toContain(newest.title);
    expect(errors.uncaught).toEqual([]);
    await close();
  });

  it("falls back to the author's initials when the avatar image fails to load", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page } = await openPage(context);
    // Fail every avatar-sized image (the author photo is generated at 64 and 96 px).
    await page.route(/\/static\/7d520c39f1cb7c7d8cdbf7584741d24251c00b75\//, (route) => route.abort());
    await page.goto(`${baseUrl()}${newest.path}`);
    await waitForHydration(page);
    const avatar = page
      .locator("main article [aria-hidden='true']")
      .filter({ hasText: /^[A-Z]{1,2}$/ })
      .first();
    await expect(avatar.innerText()).resolves.toMatch(/^[A-Z]{2}$/);
    await page.waitForFunction(() => !document.querySelector("main article span[aria-hidden='true'] img"));
    await context.close();
  });
});

describe("blog post", () => {
  it.each(published.map((post) => [post.path, post.title]))("%s answers 200 with its title", async (path, title) => {
    const { page, response, close } = await visit(path);
    expect(response?.status()).toBe(200);
    await expect(h1(page)).resolves.toBe(title);
    await close();
  });

  it("shows Post Not Found with status 404 for any other /blog path, linking back to About", async () => {
    const { page, errors, response, close } = await visit("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(h1(page)).resolves.toBe("Post Not Found");
    await expect(
      page.getByText("The blog post you're looking for doesn't exist or has been moved.").isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText("Oops! Page not found").count()).resolves.toBe(0);
    // Hydrated by Gatsby's not-found page over the served Post Not Found HTML: the address stays,
    // and the trail and title match the served page (no hydration error in the console).
    expect(new URL(page.url()).pathname).toBe("/blog/no-such-post");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).innerText()).resolves.toMatch(
      /^Home\s*\/?\s*Blog\s*\/?\s*Post Not Found$/,
    );
    await expect(page.title()).resolves.toBe("Post Not Found | Meridian Studio Blog");
    expect(errors.console.filter((line) => !line.includes("status of 404"))).toEqual([]);
    await page.getByRole("link", { name: "Back to About" }).click();
    await page.waitForURL(`${baseUrl()}/about/`);
    expect(errors.uncaught).toEqual([]);
    await close();
  });
});

describe("the archive: every post within 3 clicks of /blog", () => {
  const oldest = published[published.length - 1]!;
  const oldestMonth = new Date(oldest.publishedAt).toLocaleString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

  it("leads from /blog to the oldest post in three clicks: the archive, its month, the post", async () => {
    const { page, errors, close } = await visit("/blog");
    await page.getByRole("link", { name: "Every post, month by month" }).click();
    await page.getByRole("heading", { level: 1, name: "Blog Archive" }).waitFor();
    await page.getByRole("link", { name: oldestMonth, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: oldestMonth }).waitFor();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).innerText()).resolves.toMatch(
      new RegExp(`^Home\\s*/?\\s*Blog\\s*/?\\s*Archive\\s*/?\\s*${oldestMonth}$`),
    );
    await expect(page.title()).resolves.toBe(`Archive: ${oldestMonth} | Meridian Studio Blog`);
    await page.getByRole("link", { name: oldest.title }).click();
    await page.getByRole("heading", { level: 1, name: oldest.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(oldest.path);
    expect(errors.uncaught).toEqual([]);
    expect(errors.console).toEqual([]);
    await close();
  });

  it("an archive page answered by the server hydrates with its own breadcrumb and no console error", async () => {
    const month = oldest.publishedAt.slice(0, 7);
    const { page, errors, response, close } = await visit(`/blog/archive/${month}/`);
    expect(response?.status()).toBe(200);
    await expect(h1(page)).resolves.toBe(oldestMonth);
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Archive" }).getAttribute("href"),
    ).resolves.toBe("/blog/archive/");
    expect(errors.console).toEqual([]);
    await close();
  });

  it("a post leads on to its older and newer neighbours by their titles", async () => {
    const [newer, middle, older] = published.slice(1, 4) as [typeof newest, typeof newest, typeof newest];
    const { page, errors, close } = await visit(middle.path);
    const more = page.getByRole("navigation", { name: "More posts" });
    await expect(more.getByRole("link", { name: `Newer post ${newer.title}` }).getAttribute("href")).resolves.toBe(
      newer.path,
    );
    await more.getByRole("link", { name: `Older post ${older.title}` }).click();
    await page.getByRole("heading", { level: 1, name: older.title }).waitFor();
    expect(errors.uncaught).toEqual([]);
    await close();
  });
});

describe("a link to a post that is gone", () => {
  it("shows Post Not Found when followed inside the site", async () => {
    const { page, errors, close } = await visit("/blog");
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/blog/no-such-post"),
    );
    await page.getByRole("heading", { level: 1, name: "Post Not Found" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/blog/no-such-post");
    await expect(page.getByText("Oops! Page not found").count()).resolves.toBe(0);
    expect(errors.uncaught).toEqual([]);
    await close();
  });
});

describe.each(Object.entries(viewports))("accessibility on %s", (_name, viewport) => {
  const archiveMonth = `/blog/archive/${newest.publishedAt.slice(0, 7)}/`;
  it.each(["/blog", archiveMonth, newest.path, "/blog/no-such-post"])("%s has no axe violations", async (path) => {
    const { page, close } = await visit(path, viewport);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await close();
  });
});
