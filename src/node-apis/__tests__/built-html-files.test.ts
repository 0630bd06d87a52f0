import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

import { builtHtmlFiles } from "../built-html-files";

describe("builtHtmlFiles", () => {
  let publicDir: string;

  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), "built-html-"));
    const files = [
      "index.html",
      "404.html",
      "blog/a-post/index.html",
      "page-data/blog/page-data.json",
      "static/social/card.png",
      "_gatsby/slices/_gatsby-scripts-1.html",
      "rss.xml",
    ];
    for (const file of files) {
      mkdirSync(join(publicDir, file, ".."), { recursive: true });
      writeFileSync(join(publicDir, file), "");
    }
  });

  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it("lists the pages, not Gatsby's slice fragments, page-data or static files", () => {
    const pages = builtHtmlFiles(publicDir)
      .map((file) => relative(publicDir, file))
      .sort();
    expect(pages).toEqual(["404.html", "blog/a-post/index.html", "index.html"]);
  });
});
