import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { type PagePass, runOnChangedPages } from "../changed-pages";

/** A pass in the spirit of the real one: an idempotent rewrite, and the page's inline scripts as its "hashes". */
const pass: PagePass = {
  rewrite: (html) => html.replace('<script src="/app.js" async></script>', "<script>load('/app.js')</script>"),
  scriptHashes: (html) => [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? ""),
};

const gatsbyPage = (text: string) =>
  `<html><body><p>${text}</p><script>${text}</script><script src="/app.js" async></script></body></html>`;

describe("runOnChangedPages", () => {
  let dir: string;
  let publicDir: string;
  let recordsPath: string;
  const pages = () => ["index.html", "blog/a/index.html", "blog/b/index.html"].map((page) => join(publicDir, page));
  const writePage = (page: string, text: string) => {
    mkdirSync(join(publicDir, page, ".."), { recursive: true });
    writeFileSync(join(publicDir, page), gatsbyPage(text));
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "changed-pages-"));
    publicDir = join(dir, "public");
    recordsPath = join(dir, "cache/post-build-pages.json");
    writePage("index.html", "home");
    writePage("blog/a/index.html", "a");
    writePage("blog/b/index.html", "b");
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("rewrites every page when it has no records (a cold build), and gives each page's hashes", async () => {
    const result = await runOnChangedPages(publicDir, pages(), recordsPath, pass);
    expect(result.rewritten).toEqual(["blog/a/index.html", "blog/b/index.html", "index.html"]);
    expect(readFileSync(join(publicDir, "blog/a/index.html"), "utf8")).toContain("<script>load('/app.js')</script>");
    expect(result.scriptHashesByPage).toEqual({
      "index.html": ["home", "load('/app.js')"],
      "blog/a/index.html": ["a", "load('/app.js')"],
      "blog/b/index.html": ["b", "load('/app.js')"],
    });
  });

  it("neither reads nor writes the pages a warm build kept, and gives the same hashes", async () => {
    const cold = await runOnChangedPages(publicDir, pages(), recordsPath, pass);
    const modified = pages().map((page) => statSync(page).mtimeMs);
    const warm = await runOnChangedPages(publicDir, pages(), recordsPath, pass);
    expect(warm.rewritten).toEqual([]);
    expect(warm.kept).toBe(3);
    expect(pages().map((page) => statSync(page).mtimeMs)).toEqual(modified);
    expect(warm.scriptHashesByPage).toEqual(cold.scriptHashesByPage);
  });

  it("rewrites only the page the build wrote again, and forgets a page that is gone", async () => {
    await runOnChangedPages(publicDir, pages(), recordsPath, pass);
    writePage("blog/a/index.html", "a, edited");
    unlinkSync(join(publicDir, "blog/b/index.html"));
    const warm = await runOnChangedPages(
      publicDir,
      pages().filter((page) => !page.includes("/b/")),
      recordsPath,
      pass,
    );
    expect(warm.rewritten).toEqual(["blog/a/index.html"]);
    expect(warm.scriptHashesByPage).toEqual({
      "index.html": ["home", "load('/app.js')"],
      "blog/a/index.html": ["a, edited", "load('/app.js')"],
    });
  });

  it("reads every page again when the records were made by another pass", async () => {
    await runOnChangedPages(publicDir, pages(), recordsPath, pass);
    const otherPass: PagePass = { ...pass, rewrite: (html) => pass.rewrite(html).replace("load(", "loadLater(") };
    const result = await runOnChangedPages(publicDir, pages(), recordsPath, otherPass);
    expect(result.rewritten).toHaveLength(3);
    expect(readFileSync(join(publicDir, "index.html"), "utf8")).toContain("loadLater('/app.js')");
  });
});
