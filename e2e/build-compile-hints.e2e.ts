/**
 * The chunks every page starts (React's framework chunk and Gatsby's app chunk) carry V8's
 * explicit compile hint on their first line, so Chromium compiles them on the thread that
 * streams them instead of the main thread (src/node-apis/compile-hints.ts). Their source maps
 * count the added line: an error's stack still points at the right source.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { allFunctionsCalledOnLoad } from "../src/node-apis/compile-hints";
import { publicDir } from "./support/built-site";

interface WebpackStats {
  assetsByChunkName: Record<string, string[]>;
}

const read = (file: string) => readFileSync(join(publicDir, file), "utf8");
const entryFiles = (JSON.parse(read("webpack.stats.json")) as WebpackStats).assetsByChunkName.app ?? [];
const startUpChunks = entryFiles.filter((file) => /^(?:framework|app)-/.test(file)).sort();
const hinted = (file: string) => read(file).startsWith(`${allFunctionsCalledOnLoad}\n`);

describe("the compile hint on the start-up chunks", () => {
  it("opens the framework and app chunks, and no other script", () => {
    expect(startUpChunks).toHaveLength(2);
    const scripts = readdirSync(publicDir).filter((file) => file.endsWith(".js"));
    expect(scripts.filter(hinted).sort()).toEqual(startUpChunks);
  });

  it("is counted by their source maps: the first line of code is the first line with mappings", () => {
    for (const file of startUpChunks) {
      const lines = read(file).split("\n");
      // Before it: the hint, and the framework chunk's license note.
      const firstCode = lines.findIndex((line) => line !== "" && !line.startsWith("//") && !line.startsWith("/*"));
      const mappedLines = (JSON.parse(read(`${file}.map`)) as { mappings: string }).mappings.split(";");
      expect(firstCode).toBeGreaterThan(0);
      expect(mappedLines.slice(0, firstCode).filter(Boolean)).toEqual([]);
      expect(mappedLines[firstCode]).not.toBe("");
    }
  });
});
