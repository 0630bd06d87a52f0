import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { publicDir } from "./support/built-site";

/** The part of a page's page-data.json read here. */
interface PageData {
  path: string;
  staticQueryHashes: string[];
}

/** Every page's page-data.json in the build (static query results are page-data/sq/d/<hash>.json). */
function builtPageData(): PageData[] {
  const dir = join(publicDir, "page-data");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("page-data.json"))
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as PageData);
}

// Each static query a page uses is one more JSON request at every page start (about 1.5 ms of a
// phone's main thread each); the head's data comes with the page's own query instead
// (Seo's SeoSite and RouteSeo's RouteSeoFields fragments).
describe("static queries", () => {
  it("no built page lists a static query", () => {
    const pages = builtPageData();
    expect(pages.length).toBeGreaterThan(0);
    const withStaticQueries = pages
      .filter((page) => page.staticQueryHashes.length > 0)
      .map((page) => `${page.path} uses static queries ${page.staticQueryHashes.join(", ")}`);
    expect(withStaticQueries).toEqual([]);
  });
});
