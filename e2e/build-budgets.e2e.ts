import { firstLoadJs, kb } from "../scripts/lib/first-load-js.mjs";
import { loadBuiltPages, publicDir } from "./support/built-site";

/** First-load JavaScript budgets, gzipped: the home page, and every other route. */
const homeBudgetBytes = 90 * 1024;
const routeBudgetBytes = 110 * 1024;

describe("first-load JavaScript budget", () => {
  it.each(loadBuiltPages().map((page) => [page.route, page.file]))("%s stays within budget", (route, file) => {
    const { totalBytes, scripts } = firstLoadJs(publicDir, file, route);
    const budget = route === "/" ? homeBudgetBytes : routeBudgetBytes;
    if (totalBytes > budget) {
      const detail = scripts.map((script) => `${kb(script.bytes)} KB ${script.name}`).join(", ");
      throw new Error(`${route}: ${kb(totalBytes)} KB > ${kb(budget)} KB (${detail})`);
    }
    expect(totalBytes).toBeLessThanOrEqual(budget);
  });
});
