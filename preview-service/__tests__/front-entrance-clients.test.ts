/** @jest-environment node */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { mintSession } from "../editor-credential.ts";
import { createEntranceLimits, entranceAttemptsPerWindow } from "../entrance-limits.ts";
import { type TrustedProxy, noProxy, parseTrustedProxy } from "../forwarded-client.ts";
import { createPreviewFront } from "../front.ts";
import { secret, startDraftServer } from "./draft-server.ts";

/**
 * Who the entrances' limits count: the client behind a proxy the owner names (never whatever a
 * client writes in X-Forwarded-For), an IPv6 client by its /64, and never an editor who comes in
 * with the secret or a session, however many failures a stranger at the same address piles up.
 * Every request here comes from 127.0.0.1; the proxy headers say who it stands for.
 */
const studioSecret = "Zm9vYmFyYmF6cXV4LXN0dWRpby1zZWNyZXQtMDEyMzQ1Njc";
const enableQuery = `sanity-preview-secret=${studioSecret}&sanity-preview-pathname=%2Fblog`;

type Started<T extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<T>>;
let drafts: Started<typeof startDraftServer>;
let front: Server | undefined;
let url = "";
/** The Studio secrets Sanity knows (the editor's); any other is refused. */
const validStudioSecrets = new Set<string>();
let asked = 0;

beforeAll(async () => {
  drafts = await startDraftServer();
});
afterAll(() => drafts.close());
afterEach(async () => {
  if (!front) return;
  front.closeAllConnections();
  await new Promise((done) => front?.close(done));
  front = undefined;
});

async function startWith(trustedProxy: TrustedProxy): Promise<void> {
  asked = 0;
  validStudioSecrets.clear();
  front = createPreviewFront({
    upstream: drafts.url,
    secret,
    trustedProxy,
    log: () => {},
    entranceLimits: createEntranceLimits(),
    checkStudioSecret: (requestUrl) => {
      asked += 1;
      const valid = validStudioSecrets.has(requestUrl.searchParams.get("sanity-preview-secret") ?? "");
      return Promise.resolve(valid ? { redirectTo: "/blog" } : null);
    },
  });
  await new Promise<void>((done) => front?.listen(0, "127.0.0.1", done));
  url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
}

const proxyNamed = (value: string): TrustedProxy => {
  const parsed = parseTrustedProxy(value);
  if (!("proxy" in parsed)) throw new Error(parsed.problem);
  return parsed.proxy;
};
const enable = (headers: Record<string, string> = {}, query = enableQuery) =>
  fetch(`${url}/__preview/enable?${query}`, { redirect: "manual", headers });

describe("behind a proxy the owner names by its addresses", () => {
  it("ignores the X-Forwarded-For of a client that is not that proxy: rotating it changes nothing", async () => {
    await startWith(proxyNamed("192.0.2.10, 10.0.0.0/8"));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++)
      statuses.push((await enable({ "x-forwarded-for": `198.51.100.${attempt + 1}` })).status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(entranceAttemptsPerWindow);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - entranceAttemptsPerWindow);
    expect(asked).toBe(entranceAttemptsPerWindow);
  });

  it("believes it from the proxy itself: each client it names has its own attempts", async () => {
    await startWith(proxyNamed("127.0.0.1"));
    for (let attempt = 0; attempt < entranceAttemptsPerWindow; attempt++)
      expect((await enable({ "x-forwarded-for": "198.51.100.1" })).status).toBe(403);
    expect((await enable({ "x-forwarded-for": "198.51.100.1" })).status).toBe(429);
    // A value the client wrote before the proxy appended the real one is not the client.
    expect((await enable({ "x-forwarded-for": "203.0.113.9, 198.51.100.1" })).status).toBe(429);
    expect((await enable({ "x-forwarded-for": "198.51.100.2" })).status).toBe(403);
  });
});

describe("IPv6 clients", () => {
  it("share one limit across a /64, and another /64 has its own", async () => {
    await startWith({ kind: "hops", hops: 1 });
    for (let attempt = 0; attempt < entranceAttemptsPerWindow; attempt++)
      expect((await enable({ "x-forwarded-for": `2001:db8:1:2::${(attempt + 1).toString(16)}` })).status).toBe(403);
    expect((await enable({ "x-forwarded-for": "2001:db8:1:2:ffff:ffff:ffff:ffff" })).status).toBe(429);
    expect((await enable({ "x-forwarded-for": "2001:db8:1:3::1" })).status).toBe(403);
  });
});

describe("a stranger's failures from the editors' address", () => {
  beforeEach(() => startWith(noProxy));

  it("after 20 failed entries, leave an editor with the team's secret getting in", async () => {
    const failures = [];
    for (let attempt = 0; attempt < 10; attempt++) failures.push((await enable()).status);
    for (let attempt = 0; attempt < 10; attempt++)
      failures.push((await fetch(`${url}/?preview-secret=wrong-${attempt}`, { redirect: "manual" })).status);
    expect(failures.slice(0, entranceAttemptsPerWindow)).toEqual(Array(entranceAttemptsPerWindow).fill(403));
    expect(failures.slice(entranceAttemptsPerWindow)).toEqual(Array(20 - entranceAttemptsPerWindow).fill(429));

    const editor = await fetch(`${url}/blog?preview-secret=${encodeURIComponent(secret)}`, { redirect: "manual" });
    expect(editor.status).toBe(303);
    expect(editor.headers.get("set-cookie")).toMatch(/^preview-session=v1\./);
  });

  it("leave an editor with a session entering from the Studio, and their entries never count as failures", async () => {
    for (let attempt = 0; attempt < 20; attempt++) await enable();
    validStudioSecrets.add(studioSecret);
    const cookie = `preview-session=${mintSession(secret, Date.now(), "studio")}`;
    for (let entry = 0; entry < 3; entry++) expect((await enable({ cookie })).status).toBe(303);
  });

  it("do not take the attempts of editors entering from the Studio before them", async () => {
    validStudioSecrets.add(studioSecret);
    for (let entry = 0; entry < 20; entry++) expect((await enable()).status).toBe(303);
    expect((await enable({}, "sanity-preview-secret=not-the-editors-secret-000")).status).toBe(403);
  });
});

describe("X-Forwarded-Proto", () => {
  it("is read at the same place as X-Forwarded-For: the value the trusted proxy appended", async () => {
    await startWith({ kind: "hops", hops: 1 });
    const entered = await fetch(`${url}/?preview-secret=${encodeURIComponent(secret)}`, {
      redirect: "manual",
      headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.1", "x-forwarded-proto": "http, https" },
    });
    expect(entered.headers.get("set-cookie")).toMatch(/^__Host-preview-session=.*; Secure/);
  });
});
