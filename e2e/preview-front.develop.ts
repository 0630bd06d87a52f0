/**
 * The editors' preview as a host runs it: `npm run preview` (preview-service/cli.ts) in a temporary
 * copy of the site, gatsby develop with the token against the local Sanity API, behind the front.
 * A stranger gets 403 and no draft from every endpoint gatsby develop serves; an editor who came in
 * once with the secret gets the drafts, and the open page follows an edit through the websocket.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { request } from "node:http";
import { join, resolve } from "node:path";

import type { Browser } from "playwright-core";

import { type LocalSanityApi, type SanityDocument, startSanityApi } from "../local-sanity/server.ts";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { copySite, freePort, stopProcessGroup } from "./support/temp-site";

const secret = "e2e-preview-secret-that-nobody-would-guess-42";
const postId = "3d1f6c2a-7b0e-4f43-9a6e-1c2b5d8e9f01";
const postPath = "/blog/why-every-saas-product-needs-a-90-second-demo/";
const draftTitle = "A Title Only The Draft Has";

let api: LocalSanityApi;
let siteDir: string;
let preview: ChildProcess | undefined;
let output = "";
let origin = "";
let cookie = "";
let browser: Browser | undefined;

async function mutate(mutations: Array<Record<string, unknown>>): Promise<void> {
  const response = await fetch(`${api.url}/v1/data/mutate/${api.dataset}`, {
    method: "POST",
    headers: { authorization: `Bearer ${api.token}`, "content-type": "application/json" },
    body: JSON.stringify({ mutations }),
  });
  if (!response.ok) throw new Error(`mutate answered ${response.status}: ${await response.text()}`);
}

const draftOf = (title: string) => ({
  ...(structuredClone(api.documents.get(postId)) as SanityDocument),
  _id: `drafts.${postId}`,
  title,
});

/** Comes in the way an editor's link does: the secret once, then the cookie it was traded for. */
async function enter(): Promise<string> {
  const response = await fetch(`${origin}${postPath}?preview-secret=${encodeURIComponent(secret)}`, {
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe(postPath);
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

async function waitForPreview(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (preview?.exitCode != null) throw new Error(`npm run preview exited:\n${output.slice(-3000)}`);
    try {
      const page = await fetch(`${origin}/page-data${postPath}/page-data.json`, { headers: { cookie } });
      if (page.ok) return;
    } catch {
      // the front is not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 2000));
  }
  throw new Error(`the preview did not answer within ${timeoutMs} ms:\n${output.slice(-3000)}`);
}

/** Resolves with the status of a websocket handshake (socket.io's transport). */
function upgradeStatus(withCookie: string): Promise<number> {
  return new Promise((done, fail) => {
    const target = new URL(`${origin}/socket.io/?EIO=4&transport=websocket`);
    const req = request({
      host: target.hostname,
      port: target.port,
      path: `${target.pathname}${target.search}`,
      headers: {
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
        origin,
        ...(withCookie ? { cookie: withCookie } : {}),
      },
    });
    req.on("upgrade", (res, socket) => {
      socket.destroy();
      done(res.statusCode ?? 0);
    });
    req.on("response", (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on("error", fail);
    req.end();
  });
}

beforeAll(
  async () => {
    api = await startSanityApi({ port: 0, token: "preview-front-token" });
    await mutate([{ createOrReplace: draftOf(draftTitle) }]);
    siteDir = copySite("preview-front-");
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    preview = spawn(process.execPath, [resolve("preview-service/cli.ts")], {
      cwd: siteDir,
      detached: true,
      env: {
        ...process.env,
        CI: "true",
        PORT: String(port),
        PREVIEW_SECRET: secret,
        SANITY_PROJECT_ID: api.projectId,
        SANITY_API_HOST: api.apiHost,
        SANITY_TOKEN: api.token,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    preview.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    preview.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // The front answers at once; the cookie is minted without gatsby develop.
    await new Promise((wait) => setTimeout(wait, 1500));
    cookie = await enter();
    await waitForPreview(10 * 60 * 1000);
    browser = await launchBrowser();
  },
  12 * 60 * 1000,
);

afterAll(async () => {
  await browser?.close();
  stopProcessGroup(preview);
  await api?.close();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

it("keeps every endpoint of gatsby develop behind the door, and opens each to an editor", async () => {
  const graphqlQuery = JSON.stringify({ query: "{ allSanityPost { nodes { title } } }" });
  const endpoints: Array<{ path: string; method?: string; body?: string; draft: boolean; stream?: boolean }> = [
    // gatsby develop's HTML is a shell without the page (no DEV_SSR); the post reaches the page as data.
    { path: postPath, draft: false },
    { path: `/page-data${postPath}/page-data.json`, draft: true },
    { path: "/page-data/app-data.json", draft: false },
    { path: "/___graphql", method: "POST", body: graphqlQuery, draft: true },
    { path: "/__graphql", method: "POST", body: graphqlQuery, draft: true },
    { path: "/___graphql", draft: false },
    { path: "/socket.io/?EIO=4&transport=polling", draft: false },
    { path: "/__webpack_hmr", draft: false, stream: true },
  ];
  for (const { path, method = "GET", body, draft, stream } of endpoints) {
    const init = { method, body, headers: { "content-type": "application/json" } };
    const stranger = await fetch(`${origin}${path}`, init);
    expect([path, stranger.status]).toEqual([path, 403]);
    expect(await stranger.text()).not.toContain(draftTitle);

    const controller = new AbortController();
    const editor = await fetch(`${origin}${path}`, {
      ...init,
      headers: { ...init.headers, cookie },
      signal: controller.signal,
    });
    expect([path, editor.status]).toEqual([path, 200]);
    if (stream) {
      expect(editor.headers.get("content-type")).toMatch(/^text\/event-stream/);
      controller.abort();
    } else if (draft) expect([path, (await editor.text()).includes(draftTitle)]).toEqual([path, true]);
    else await editor.arrayBuffer();
  }
  // The refresh endpoint acts on the host (it re-sources the site): the front refuses it even to an editor.
  expect((await fetch(`${origin}/__refresh`, { method: "POST" })).status).toBe(403);
  expect((await fetch(`${origin}/__refresh`, { method: "POST", headers: { cookie, origin } })).status).toBe(403);
  expect((await fetch(`${origin}/0123abcd.hot-update.json`)).status).toBe(403);
  expect(await upgradeStatus("")).toBe(403);
  expect(await upgradeStatus(cookie)).toBe(101);
});

it("lets an editor in from a link, shows the draft and follows an edit without a reload; a stranger's browser sees only the door", async () => {
  const { page } = await openPage(await browser!.newContext({ viewport: viewports.desktop }));
  await page.goto(`${origin}${postPath}?preview-secret=${encodeURIComponent(secret)}`);
  expect(new URL(page.url()).search).toBe("");
  await page.getByRole("heading", { level: 1, name: draftTitle }).waitFor({ timeout: 120000 });
  // Click-to-edit's attributes are there (the production build has none: e2e/build-click-to-edit.e2e.ts).
  await expect(page.getByRole("heading", { level: 1 }).getAttribute("data-sanity")).resolves.toMatch(
    new RegExp(`^id=${postId};type=post;path=title`),
  );
  await expect(page.locator('[data-sanity*="path=body:"]').count()).resolves.toBeGreaterThan(3);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await mutate([{ createOrReplace: draftOf(`${draftTitle}, Edited`) }]);
  await page.getByRole("heading", { level: 1, name: `${draftTitle}, Edited` }).waitFor({ timeout: 60000 });
  await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(
    true,
  );

  const { page: stranger } = await openPage(await browser!.newContext({ viewport: viewports.desktop }));
  const response = await stranger.goto(`${origin}${postPath}?preview-secret=not-it`);
  expect(response?.status()).toBe(403);
  await expect(stranger.content()).resolves.not.toContain(draftTitle);
  expect((await stranger.goto(`${origin}${postPath}`))?.status()).toBe(403);
  expect(await stranger.context().cookies()).toEqual([]);
});

it("never writes the secret or the session cookie in a log line or in what gatsby develop wrote", () => {
  expect(output).toContain("Editors' preview: the front listens on port");
  const filesHolding = (value: string) =>
    spawnSync("grep", ["-rlsF", value, join(siteDir, "public"), join(siteDir, ".cache")], { encoding: "utf8" }).stdout;
  // The search itself works: the post's path is in gatsby develop's page data.
  expect(filesHolding(postPath)).toContain("page-data.json");
  for (const value of [secret, cookie.split("=")[1]!]) {
    expect(output).not.toContain(value);
    expect(filesHolding(value)).toBe("");
  }
});
