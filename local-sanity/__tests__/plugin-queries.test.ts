/** @jest-environment node */
// The GROQ gatsby-source-sanity sends (its id pages and its changed-since query, with and without
// the token) gets the answers the hand-written GROQ subset gave before groq-js replaced it: the
// table was recorded from that implementation (then scripts/sanity-local/groq.mjs, at 41fa7e7) over the
// bundled export as it then was: fixtures/plugin-queries-export.ndjson keeps that export (its
// images read from content/blog/images), so posts added to the bundled export leave the table true.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { startSanityApi, type LocalSanityApi } from "../server.ts";
import { pluginClient } from "./sanity-api-client.ts";

/** One recorded query: what the plugin sent, with or without the token, and what it got. */
interface Row {
  name: string;
  query: string;
  params: Record<string, unknown>;
  token: boolean;
  result: unknown;
}
// Read as a file rather than imported: a JSON module needs an import attribute under Node's ESM rules.
const table = JSON.parse(readFileSync(resolve("local-sanity/__tests__/fixtures/plugin-queries.json"), "utf8")) as Row[];

let api: LocalSanityApi;
beforeAll(async () => {
  api = await startSanityApi({
    port: 0,
    token: "test-token",
    exportPath: resolve("local-sanity/__tests__/fixtures/plugin-queries-export.ndjson"),
  });
});
afterAll(() => api.close());

it("the table holds the queries the installed gatsby-source-sanity sends", () => {
  const plugin =
    readFileSync(require.resolve("gatsby-source-sanity/lib/gatsby-node.js"), "utf8") +
    readFileSync(require.resolve("gatsby-source-sanity/lib/util/handleDeltaChanges.js"), "utf8");
  for (const query of new Set(table.map((row) => row.query))) expect(plugin).toContain(query);
});

it.each(table.map((row) => [row.name, row] as const))("%s", async (_name, row) => {
  const client = pluginClient(api.apiHost, row.token ? "test-token" : undefined);
  await expect(client.fetch(row.query, row.params)).resolves.toEqual(row.result);
});
