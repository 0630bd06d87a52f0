/** @jest-environment node */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { mintSession, studioSessionMaxAgeSeconds } from "../editor-credential.ts";
import {
  createEntranceLimits,
  entranceAttemptsPerWindow,
  entranceWindowMs,
  maxChecksInFlight,
} from "../entrance-limits.ts";
import { createPreviewFront } from "../front.ts";
import { draftText, secret, startDraftServer } from "./draft-server.ts";

/**
 * The front's limits: a session entered from the Studio ends within an hour; the Studio's
 * entrance is rate-limited per address with a cap of checks waiting on Sanity; Gatsby's tooling
 * paths that act on the host are refused even with the cookie. Each with one request it accepts
 * and one it refuses. The clock is the test's, so an hour passes at once.
 */
const studioSecret = "Zm9vYmFyYmF6cXV4LXN0dWRpby1zZWNyZXQtMDEyMzQ1Njc";
const enableQuery = `sanity-preview-secret=${studioSecret}&sanity-preview-pathname=%2Fblog`;

type Started<T extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<T>>;
let drafts: Started<typeof startDraftServer>;
let front: Server;
let url = "";
let clock = Date.parse("2026-11-25T10:00:00Z");
let asked = 0;
let sanityAnswer: () => Promise<{ redirectTo: string } | null>;

beforeEach(async () => {
  drafts = await startDraftServer();
  asked = 0;
  sanityAnswer = () => Promise.resolve({ redirectTo: "/blog" });
  const now = () => clock;
  front = createPreviewFront({
    upstream: drafts.url,
    secret,
    now,
    log: () => {},
    entranceLimits: createEntranceLimits({ now }),
    checkStudioSecret: () => {
      asked += 1;
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
});

const enable = () => fetch(`${url}/__preview/enable?${enableQuery}`, { redirect: "manual" });
const page = (cookie: string, path = "/blog") => fetch(`${url}${path}`, { headers: { cookie }, redirect: "manual" });

describe("a session entered from the Studio", () => {
  it("is let in for the hour the Studio's secret lives, and refused after it, while a team-link session lasts on", async () => {
    const entered = await enable();
    expect(entered.status).toBe(303);
    const studioCookie = (entered.headers.get("set-cookie") ?? "").split(";")[0]!;
    const linkCookie = `preview-session=${mintSession(secret, clock, "link")}`;

    clock += (studioSessionMaxAgeSeconds - 60) * 1000;
    expect((await page(studioCookie)).status).toBe(200);

    clock += 2 * 60 * 1000;
    const late = await page(studioCookie);
    expect(late.status).toBe(403);
    expect(await late.text()).not.toContain(draftText);
    expect((await page(linkCookie)).status).toBe(200);
  });

  it("cannot be stretched by relabelling it as a team-link session", async () => {
    const studioValue = mintSession(secret, clock, "studio");
    const relabelled = studioValue.replace(/^s1\./, "v1.");
    expect((await page(`preview-session=${relabelled}`)).status).toBe(403);
  });
});

describe("the Studio's entrance", () => {
  it(`takes ${entranceAttemptsPerWindow} attempts a minute from one address, answers the next 429 without asking Sanity, and takes attempts again after the minute`, async () => {
    sanityAnswer = () => Promise.resolve(null);
    for (let attempt = 0; attempt < entranceAttemptsPerWindow; attempt++) expect((await enable()).status).toBe(403);
    expect(asked).toBe(entranceAttemptsPerWindow);

    const refused = await enable();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/Too many attempts .* try again in a minute/);
    expect(asked).toBe(entranceAttemptsPerWindow);

    clock += entranceWindowMs;
    sanityAnswer = () => Promise.resolve({ redirectTo: "/blog" });
    expect((await enable()).status).toBe(303);
  });

  it(`keeps at most ${maxChecksInFlight} checks waiting on Sanity; one more is answered 429 at once, and is taken once a check settles`, async () => {
    const pending: Array<(answer: { redirectTo: string }) => void> = [];
    sanityAnswer = () => new Promise((done) => pending.push(done));
    const waiting = Array.from({ length: maxChecksInFlight }, () => enable());
    while (pending.length < maxChecksInFlight) await new Promise((done) => setTimeout(done, 10));

    const busy = await enable();
    expect(busy.status).toBe(429);
    expect(await busy.text()).toMatch(/checking other entrances/);
    expect(asked).toBe(maxChecksInFlight);

    for (const settle of pending) settle({ redirectTo: "/blog" });
    expect((await Promise.all(waiting)).map((response) => response.status)).toEqual(Array(maxChecksInFlight).fill(303));
    sanityAnswer = () => Promise.resolve({ redirectTo: "/blog" });
    expect((await enable()).status).toBe(303);
  });
});

describe("Gatsby's tooling paths that act on the host", () => {
  const session = () => `preview-session=${mintSession(secret, clock)}`;

  it.each([
    "/__open-stack-frame-in-editor?fileName=/etc/passwd&lineNumber=1",
    "/__OPEN-stack-frame-in-editor/?fileName=gatsby-config.ts",
    "//__open-stack-frame-in-editor?fileName=x",
    "/%5F_open-stack-frame-in-editor?fileName=x",
    "/__file-code-frame?filePath=/etc/passwd&lineNumber=1",
    "/__original-stack-frame?moduleId=x&lineNumber=1",
    "/__refresh",
  ])("%s answers 403 even with the editor's cookie, and never reaches gatsby develop", async (path) => {
    const response = await page(session(), path);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain(draftText);
    expect(drafts.seen).toEqual([]);
  });

  it("while the site's own pages, GraphiQL and the hot-reload stream still reach it with the cookie", async () => {
    for (const path of [
      "/blog/the-unpublished-headline",
      "/___graphql",
      "/__webpack_hmr",
      "/page-data/app-data.json",
    ]) {
      expect([path, (await page(session(), path)).status]).toEqual([path, 200]);
    }
    expect(drafts.seen).toHaveLength(4);
  });
});
