/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { createStudioSecretCheck } from "../studio-entrance.ts";

/**
 * studio-entrance.ts against a stand-in for Sanity's query API (GET /v<date>/data/query/<dataset>,
 * GROQ and its parameters in the query string, `{ result }` back), as @sanity/preview-url-secret asks it.
 */
const studioSecret = "Zm9vYmFyYmF6cXV4LXN0dWRpby1zZWNyZXQtMDEyMzQ1Njc";
let sanity: Server;
let apiHost = "";
const requests: Array<{ path: string; params: URLSearchParams; authorization?: string }> = [];
let secretDocument: Record<string, string> | null = null;

beforeAll(async () => {
  sanity = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", "http://sanity.invalid");
    requests.push({ path: url.pathname, params: url.searchParams, authorization: req.headers.authorization });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        ms: 1,
        query: url.searchParams.get("query"),
        result: { private: secretDocument, public: null },
      }),
    );
  });
  await new Promise<void>((done) => sanity.listen(0, "127.0.0.1", done));
  // projectId 127 + apiHost http://0.0.1:PORT → http://127.0.0.1:PORT, as the site's SANITY_API_HOST does.
  apiHost = `http://0.0.1:${(sanity.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => sanity.close(done)));
beforeEach(() => {
  requests.length = 0;
  secretDocument = null;
});

const check = () =>
  createStudioSecretCheck({ projectId: "127", dataset: "production", token: "preview-read-token", apiHost });
const entrance = (query: string) => new URL(`http://preview.example/__preview/enable?${query}`);

it("asks Sanity, with the token and the raw perspective, whether the Studio's secret exists", async () => {
  secretDocument = {
    _id: "drafts.abc",
    _updatedAt: new Date().toISOString(),
    secret: studioSecret,
    studioUrl: "https://team.sanity.studio",
  };
  const result = await check()(
    entrance(
      `sanity-preview-secret=${studioSecret}&sanity-preview-pathname=%2Fblog%2Fa-post&sanity-preview-perspective=drafts`,
    ),
  );
  expect(result).toEqual({ redirectTo: "/blog/a-post?sanity-preview-perspective=drafts" });
  expect(requests).toHaveLength(1);
  expect(requests[0]!.path).toBe("/v2025-02-19/data/query/production");
  expect(requests[0]!.params.get("perspective")).toBe("raw");
  expect(requests[0]!.params.get("$secret")).toBe(JSON.stringify(studioSecret));
  expect(requests[0]!.params.get("query")).toContain('_type == "sanity.previewUrlSecret" && secret == $secret');
  expect(requests[0]!.authorization).toBe("Bearer preview-read-token");
});

it("refuses a secret Sanity does not hold", async () => {
  await expect(check()(entrance(`sanity-preview-secret=${studioSecret}`))).resolves.toBeNull();
  expect(requests).toHaveLength(1);
});

it.each([
  ["no secret", "sanity-preview-pathname=%2Fblog"],
  ["an empty secret", "sanity-preview-secret="],
  ["two secrets", `sanity-preview-secret=${studioSecret}&sanity-preview-secret=${studioSecret}`],
  ["a secret with characters Sanity never makes", `sanity-preview-secret=${encodeURIComponent('" || true || "')}`],
  ["a secret of a megabyte", `sanity-preview-secret=${"a".repeat(1024 * 1024)}`],
])("refuses %s without asking Sanity", async (_, query) => {
  await expect(check()(entrance(query))).resolves.toBeNull();
  expect(requests).toEqual([]);
});
