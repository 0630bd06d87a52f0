/** @jest-environment node */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { createPreviewFront } from "../front.ts";
import { draftText, secret, startDraftServer } from "./draft-server.ts";

/**
 * The Studio's entrance (/__preview/enable): the front lets a browser in when Sanity confirms the
 * Studio's one-hour secret. Sanity's answer is played by `checkStudioSecret`, which stands for
 * studio-entrance.ts (exercised against the local Sanity API by e2e/studio-presentation.develop.ts).
 */
const studioSecret = "Zm9vYmFyYmF6cXV4LXN0dWRpby1zZWNyZXQtMDEyMzQ1Njc";

type Started<T extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<T>>;
let drafts: Started<typeof startDraftServer>;
let front: Server;
let url = "";
const logs: string[] = [];
const asked: string[] = [];
let sanityAnswer: () => Promise<{ redirectTo: string } | null>;

beforeEach(async () => {
  drafts = await startDraftServer();
  sanityAnswer = () => Promise.resolve(null);
  front = createPreviewFront({
    upstream: drafts.url,
    secret,
    log: (line) => logs.push(line),
    checkStudioSecret: (requestUrl) => {
      asked.push(`${requestUrl.pathname}${requestUrl.search}`);
      return sanityAnswer();
    },
  });
  await new Promise<void>((done) => front.listen(0, "127.0.0.1", done));
  url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterEach(async () => {
  front.closeAllConnections();
  await new Promise((done) => front.close(done));
  await drafts.close();
  asked.length = 0;
});

const enable = (query: string) => fetch(`${url}/__preview/enable?${query}`, { redirect: "manual" });

it("lets the Studio's frame in when Sanity confirms its secret, and sends it to the page it asked for", async () => {
  sanityAnswer = () =>
    Promise.resolve({ redirectTo: "/blog/the-unpublished-headline?sanity-preview-perspective=drafts" });
  const query = `sanity-preview-secret=${studioSecret}&sanity-preview-pathname=%2Fblog%2Fthe-unpublished-headline&sanity-preview-perspective=drafts`;
  const response = await enable(query);
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/blog/the-unpublished-headline?sanity-preview-perspective=drafts");
  const cookie = response.headers.get("set-cookie") ?? "";
  expect(cookie).toMatch(/^preview-session=s1\.\d+\.[\w-]{43}; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/);
  expect(asked).toEqual([`/__preview/enable?${query}`]);
  expect(drafts.seen).toEqual([]);
  const page = await fetch(`${url}/blog/the-unpublished-headline`, { headers: { cookie: cookie.split(";")[0]! } });
  expect(await page.text()).toContain(draftText);
});

it("refuses a secret Sanity does not know, or one that has expired: 403, no cookie", async () => {
  const response = await enable(`sanity-preview-secret=${studioSecret}&sanity-preview-pathname=%2Fblog`);
  expect(response.status).toBe(403);
  expect(response.headers.get("set-cookie")).toBeNull();
  expect(await response.text()).not.toContain(draftText);
  expect(drafts.seen).toEqual([]);
});

it("keeps the redirect on this site whatever Sanity's answer says", async () => {
  for (const [redirectTo, location] of [
    ["//evil.example/blog", "/evil.example/blog"],
    ["/\\evil.example", "/evil.example"],
    ["blog", "/blog"],
  ]) {
    sanityAnswer = () => Promise.resolve({ redirectTo: redirectTo! });
    const response = await enable(`sanity-preview-secret=${studioSecret}`);
    expect([response.status, response.headers.get("location")]).toEqual([303, location]);
  }
});

it("answers 503 when Sanity cannot be asked, and logs neither the secret nor the URL", async () => {
  sanityAnswer = () =>
    Promise.reject(
      Object.assign(new Error(`Request error while attempting to reach /v1/data/query?$secret="${studioSecret}"`), {
        statusCode: 502,
      }),
    );
  const response = await enable(`sanity-preview-secret=${studioSecret}`);
  expect(response.status).toBe(503);
  expect(logs).toEqual(["[preview front] Sanity could not check a Studio entrance (502)"]);
});

it("refuses the entrance without a secret", async () => {
  const response = await fetch(`${url}/__preview/enable`, { redirect: "manual" });
  expect(response.status).toBe(403);
  expect(drafts.seen).toEqual([]);
});
