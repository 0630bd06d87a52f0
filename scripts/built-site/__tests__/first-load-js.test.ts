import { firstPaintLoader } from "../../../src/node-apis/scripts-after-first-paint";
import { loaderSources } from "../first-load-js.ts";

describe("loaderSources", () => {
  it("reads back the chunks the build's after-first-paint loader requests, so budgets count them", () => {
    const chunks = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];
    expect(loaderSources(firstPaintLoader(chunks))).toEqual(chunks);
  });

  it("finds none in other inline scripts", () => {
    expect(loaderSources('window.___webpackCompilationHash="abc";')).toEqual([]);
    expect(loaderSources("(function(s){})")).toEqual([]);
  });
});
