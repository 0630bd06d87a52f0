import { routes } from "../src/config/routes";
import { loadBuiltPages, meta } from "./support/built-site";

const pages = loadBuiltPages();

describe("keywords (SPEC section 7)", () => {
  it.each(Object.values(routes).map((route) => [route.path, route.keywords] as const))(
    "%s declares its route's keywords in <meta name=keywords>",
    (path, keywords) => {
      const page = pages.find((candidate) => candidate.route === path);
      if (!page) throw new Error(`no built page for ${path}`);
      expect(keywords.length).toBeGreaterThan(2);
      expect(meta(page, 'meta[name="keywords"]')).toBe(keywords.join(", "));
    },
  );
});
