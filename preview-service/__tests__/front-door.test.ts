/** @jest-environment node */
import { mintSession, sessionMaxAgeSeconds } from "../editor-credential.ts";
import { draftText, secret, startDraftServer, startFront, upgrade } from "./draft-server.ts";

type Started<T extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<T>>;
let drafts: Started<typeof startDraftServer>;
let front: Started<typeof startFront>;
const logs: string[] = [];

beforeEach(async () => {
  drafts = await startDraftServer();
  front = await startFront({ upstream: drafts.url, logs });
});
afterEach(async () => {
  await front.close();
  await drafts.close();
});
afterAll(() => expect(logs.join("\n")).not.toContain(secret));

// What gatsby develop serves (start-server.js): pages, page data and static queries, GraphiQL and the
// GraphQL endpoint under any number of leading underscores, the refresh endpoint, webpack's bundle,
// hot updates and event stream, socket.io's polling transport.
const gatsbyPaths: Array<[method: string, path: string]> = [
  ["GET", "/"],
  ["GET", "/blog/the-unpublished-headline"],
  ["GET", "/page-data/blog/the-unpublished-headline/page-data.json"],
  ["GET", "/page-data/app-data.json"],
  ["GET", "/page-data/sq/d/2744905544.json"],
  ["GET", "/___graphql"],
  ["POST", "/___graphql"],
  ["POST", "/__graphql"],
  ["GET", "/commons.js"],
  ["GET", "/5f1c0a.hot-update.json"],
  ["GET", "/commons.5f1c0a.hot-update.js"],
  ["GET", "/__webpack_hmr"],
  ["GET", "/socket.io/?EIO=4&transport=polling"],
  ["GET", "/static/cover.jpg"],
  ["HEAD", "/blog"],
];
// Its tooling paths that act on the host: refused with or without the cookie (front-limits.test.ts).
const hostToolingPaths: Array<[method: string, path: string]> = [
  ["POST", "/__refresh"],
  ["GET", "/__open-stack-frame-in-editor?fileName=gatsby-config.ts"],
];

const session = (nowMs = Date.now(), withSecret = secret) => `preview-session=${mintSession(withSecret, nowMs)}`;
const send = (method: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${front.url}${path}`, {
    method,
    redirect: "manual",
    headers: { "content-type": "application/json", ...headers },
    body: method === "POST" ? JSON.stringify({ query: "{ allSanityPost { nodes { title } } }" }) : undefined,
  });

describe("without the credential", () => {
  it.each([...gatsbyPaths, ...hostToolingPaths])(
    "%s %s answers 403 with no draft text and never reaches gatsby develop",
    async (method, path) => {
      const response = await send(method, path);
      expect(response.status).toBe(403);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await response.text()).not.toContain(draftText);
      expect(drafts.seen).toEqual([]);
    },
  );

  it("refuses the websocket upgrade (socket.io) before it reaches gatsby develop", async () => {
    const answer = await upgrade(`${front.url}/socket.io/?EIO=4&transport=websocket`);
    expect(answer.status).toBe(403);
    expect(answer.firstData).not.toContain(draftText);
    expect(drafts.seen).toEqual([]);
  });

  it.each([
    ["a wrong secret", "?preview-secret=not-the-secret"],
    ["an empty secret", "?preview-secret="],
    ["the secret with a suffix", `?preview-secret=${secret}x`],
    ["the secret twice", `?preview-secret=${secret}&preview-secret=${secret}`],
  ])("gets nothing for %s: 403, no cookie", async (_, query) => {
    const response = await send("GET", `/blog${query}`);
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).not.toContain(draftText);
    expect(drafts.seen).toEqual([]);
  });

  it.each([
    ["a forged signature", `preview-session=v1.${Math.floor(Date.now() / 1000)}.${"A".repeat(43)}`],
    ["a session of a rotated secret", session(Date.now(), "an-older-secret-that-was-rotated-away-000")],
    ["an expired session", session(Date.now() - (sessionMaxAgeSeconds + 60) * 1000)],
    ["a session issued in the future", session(Date.now() + 3600 * 1000)],
    ["the secret itself as the cookie", `preview-session=${secret}`],
    ["a cookie that is not one", "preview-session=%%%; ="],
  ])("refuses %s", async (_, cookie) => {
    const response = await send("GET", "/page-data/app-data.json", { cookie });
    expect(response.status).toBe(403);
    expect(await upgrade(`${front.url}/socket.io/?EIO=4&transport=websocket`, { cookie })).toMatchObject({
      status: 403,
    });
    expect(drafts.seen).toEqual([]);
  });
});

describe("the entrance", () => {
  it("trades the secret for an HttpOnly SameSite cookie and redirects to the same URL without it", async () => {
    const response = await send(
      "GET",
      `/blog/the-unpublished-headline?tab=2&preview-secret=${encodeURIComponent(secret)}&x=y`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/blog/the-unpublished-headline?tab=2&x=y");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^preview-session=v1\.\d+\.[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain(secret);
    expect(drafts.seen).toEqual([]);

    const next = await send("GET", "/blog/the-unpublished-headline?tab=2&x=y", { cookie: cookie.split(";")[0]! });
    expect(next.status).toBe(200);
    expect(await next.text()).toContain(draftText);
  });

  it("keeps the redirect on this site whatever the path looks like", async () => {
    for (const [path, location] of [
      ["//evil.example/?preview-secret=", "/evil.example/"],
      ["/\\evil.example?preview-secret=", "/evil.example"],
      ["/?preview-secret=", "/"],
    ]) {
      const response = await send("GET", `${path}${encodeURIComponent(secret)}`);
      expect([response.status, response.headers.get("location")]).toEqual([303, location]);
    }
  });

  it("marks the cookie Secure, Partitioned and SameSite=None behind a trusted HTTPS proxy, and only then", async () => {
    const viaHttps = { "x-forwarded-proto": "https" };
    const untrusted = await send("GET", `/?preview-secret=${secret}`, viaHttps);
    expect(untrusted.headers.get("set-cookie")).toMatch(/^preview-session=.*SameSite=Lax$/);

    const trusting = await startFront({ upstream: drafts.url, trustedProxy: { kind: "hops", hops: 1 }, logs });
    try {
      const response = await fetch(`${trusting.url}/?preview-secret=${secret}`, {
        redirect: "manual",
        headers: viaHttps,
      });
      const cookie = response.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(
        /^__Host-preview-session=v1\.\d+\.[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; Secure; Partitioned; SameSite=None$/,
      );
      const page = await fetch(`${trusting.url}/blog`, { headers: { cookie: cookie.split(";")[0]! } });
      expect(await page.text()).toContain(draftText);
    } finally {
      await trusting.close();
    }
  });
});

describe("with the credential", () => {
  it.each(gatsbyPaths)("%s %s reaches gatsby develop, without the session cookie", async (method, path) => {
    const response = await send(method, path, { cookie: `io=socket-id; ${session()}; theme=dark` });
    expect(response.status).toBe(200);
    if (method !== "HEAD") expect(await response.text()).toContain(draftText);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(drafts.seen).toHaveLength(1);
    expect(drafts.seen[0]).toMatchObject({ method, url: path });
    expect(drafts.seen[0]!.headers.cookie).toBe("io=socket-id; theme=dark");
  });

  it("proxies the websocket both ways", async () => {
    const answer = await upgrade(`${front.url}/socket.io/?EIO=4&transport=websocket`, { cookie: session() });
    expect(answer).toEqual({ status: 101, firstData: draftText });
    expect(drafts.seen[0]).toMatchObject({ upgrade: true, url: "/socket.io/?EIO=4&transport=websocket" });
    expect(drafts.seen[0]!.headers.cookie).toBeUndefined();
  });

  it("refuses a websocket or a POST that another site's page opens with the editor's cookie", async () => {
    const cookie = session();
    expect(
      await upgrade(`${front.url}/socket.io/?EIO=4&transport=websocket`, { cookie, origin: "https://evil.example" }),
    ).toMatchObject({ status: 403 });
    expect((await send("POST", "/__refresh", { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await send("POST", "/___graphql", { cookie, origin: front.url })).status).toBe(200);
    expect(drafts.seen).toHaveLength(1);
  });
});

it("answers 502 while gatsby develop is not up, and keeps serving", async () => {
  await drafts.close();
  const response = await send("GET", "/blog", { cookie: session() });
  expect(response.status).toBe(502);
  expect((await send("GET", "/blog")).status).toBe(403);
  expect(logs.some((line) => line.includes("did not answer"))).toBe(true);
});
