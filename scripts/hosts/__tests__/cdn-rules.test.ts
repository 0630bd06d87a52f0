import { headersFor, parseHeaders, parseRedirects, patternToRegExp } from "../cdn-rules.ts";

describe("CDN rule files", () => {
  it("turns path patterns into anchored expressions", () => {
    expect(patternToRegExp("/blog/*").test("/blog/a-post")).toBe(true);
    expect(patternToRegExp("/blog/*").test("/blogger")).toBe(false);
    expect(patternToRegExp("/a.b").test("/axb")).toBe(false);
  });

  it("reads _headers blocks and applies every matching one", () => {
    const rules = {
      headers: parseHeaders("# c\n/*\n  X-A: 1\n/static/*\n  Cache-Control: immutable\n"),
      redirects: [],
    };
    expect(headersFor(rules, "/static/x.woff2")).toEqual([
      ["X-A", "1"],
      ["Cache-Control", "immutable"],
    ]);
    expect(headersFor(rules, "/about")).toEqual([["X-A", "1"]]);
  });

  it("reads _redirects with their status, 301 by default", () => {
    const [rewrite, moved] = parseRedirects("/docs/*  /docs/index.html  200\n/old /new\n");
    expect(rewrite).toMatchObject({ to: "/docs/index.html", status: 200 });
    expect(moved).toMatchObject({ to: "/new", status: 301 });
  });
});
