// The schedulers' one decision, against a stand-in live site and build hook, with the clock
// injected: before a scheduled post's date no build, after it exactly one; every bad input a clear
// error that starts no build; and `npm run publish:due`'s script says what it decided.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, beforeEach, it } from "node:test";
import { promisify } from "node:util";

import { decisionClock, publishDue } from "../publish-due.ts";
import { type StandIns, standIns } from "./stand-ins.ts";

const due = "2026-11-24T09:00:00.000Z";
const at = (offsetMinutes: number) => new Date(Date.parse(due) + offsetMinutes * 60_000);
let live: StandIns;

before(async () => {
  live = await standIns();
});
after(() => live.close());
beforeEach(() => live.schedule(due));

const decide = (now: Date, input: { siteUrl?: string; buildHookUrl?: string } = {}) =>
  publishDue({ siteUrl: live.siteUrl, buildHookUrl: live.hookUrl, now, ...input });

it("calls no hook before the date, and the hook once when the date has come", async () => {
  const calls = live.hookCalls();
  const early = await decide(at(-14));
  assert.equal(early.calledHook, false);
  assert.equal(
    early.message,
    `Nothing to publish yet: the next scheduled post is due at ${due} (in 14 min); the live build shows every post due before.`,
  );
  assert.equal(live.hookCalls(), calls);

  const late = await decide(at(3));
  assert.equal(late.calledHook, true);
  assert.equal(
    late.message,
    `A post was due at ${due} (3 min ago) and the live build does not show it: build hook called (answer 200).`,
  );
  assert.equal(live.hookCalls(), calls + 1);
});

it("calls no hook when the live build left no post out", async () => {
  live.schedule(null);
  const calls = live.hookCalls();
  const decision = await decide(at(600));
  assert.deepEqual(decision, {
    calledHook: false,
    message: "Nothing to publish: the live build left out no scheduled post.",
  });
  assert.equal(live.hookCalls(), calls);
});

it("names the variable that is missing or wrong, and starts no build", async () => {
  const calls = live.hookCalls();
  await assert.rejects(decide(at(3), { siteUrl: "" }), /SITE_URL must be the live site's address.*it is unset/);
  await assert.rejects(
    decide(at(3), { buildHookUrl: "not a url" }),
    /SANITY_BUILD_HOOK_URL must be the host's build hook/,
  );
  await assert.rejects(
    decide(at(3), { buildHookUrl: "http://api.netlify.com/build_hooks/x" }),
    /SANITY_BUILD_HOOK_URL must be an https:\/\/ URL/,
  );
  assert.equal(live.hookCalls(), calls);
});

it("says so when the live site has no schedule (a build from before scheduling), and starts no build", async () => {
  const calls = live.hookCalls();
  const fetchNotFound: typeof fetch = () => Promise.resolve(new Response("Not Found", { status: 404 }));
  await assert.rejects(
    publishDue({ siteUrl: live.siteUrl, buildHookUrl: live.hookUrl, now: at(3), fetch: fetchNotFound }),
    /has no \/blog\/schedule\.json: its build is older than scheduled publishing, or SITE_URL is not the site/,
  );
  const fetchGarbage: typeof fetch = () => Promise.resolve(new Response("<html>", { status: 200 }));
  await assert.rejects(
    publishDue({ siteUrl: live.siteUrl, buildHookUrl: live.hookUrl, now: at(3), fetch: fetchGarbage }),
    /\/blog\/schedule\.json is not JSON/,
  );
  assert.equal(live.hookCalls(), calls);
});

it("reports a hook that refuses, instead of claiming a build", async () => {
  const refusingHook: typeof fetch = async (url, init) =>
    init?.method === "POST" ? new Response("gone", { status: 404 }) : fetch(url, init);
  await assert.rejects(
    publishDue({ siteUrl: live.siteUrl, buildHookUrl: live.hookUrl, now: at(3), fetch: refusingHook }),
    /The build hook answered 404: no build was started/,
  );
});

it("decides as of BLOG_CLOCK when set, and refuses one that is not a date", () => {
  assert.equal(decisionClock({ BLOG_CLOCK: due }).toISOString(), due);
  const now = new Date();
  assert.equal(decisionClock({}, now), now);
  assert.throws(() => decisionClock({ BLOG_CLOCK: "Tuesday" }), /BLOG_CLOCK=Tuesday is not a date and time/);
});

it("npm run publish:due's script prints its decision, and fails naming what is missing", async () => {
  const run = promisify(execFile);
  const env = { ...process.env, SITE_URL: live.siteUrl, SANITY_BUILD_HOOK_URL: live.hookUrl };
  const calls = live.hookCalls();
  const early = await run(process.execPath, ["scripts/publish-due.ts"], {
    env: { ...env, BLOG_CLOCK: at(-1).toISOString() },
  });
  assert.match(
    early.stdout,
    /^Nothing to publish yet: the next scheduled post is due at 2026-11-24T09:00:00\.000Z \(in 1 min\)/,
  );
  const late = await run(process.execPath, ["scripts/publish-due.ts"], {
    env: { ...env, BLOG_CLOCK: at(1).toISOString() },
  });
  assert.match(late.stdout, /build hook called/);
  assert.equal(live.hookCalls(), calls + 1);
  await assert.rejects(
    run(process.execPath, ["scripts/publish-due.ts"], { env: { ...env, SANITY_BUILD_HOOK_URL: "" } }),
    {
      code: 1,
      stderr:
        /✖ SANITY_BUILD_HOOK_URL must be the host's build hook, the one the publish webhook calls \(docs\/deploy\.md\); it is unset\./,
    },
  );
});

it("the CI workflow for other hosts runs the same script every 5 minutes, with the hook as a secret", () => {
  const workflow = readFileSync(join(import.meta.dirname, "../../.github/workflows/publish-due.yml"), "utf8");
  assert.match(workflow, /^\s+- cron: "\*\/5 \* \* \* \*"$/m);
  assert.match(workflow, /^\s+- run: node scripts\/publish-due\.ts$/m);
  assert.match(workflow, /^\s+SANITY_BUILD_HOOK_URL: \$\{\{ secrets\.SANITY_BUILD_HOOK_URL \}\}$/m);
  assert.match(workflow, /^\s+SITE_URL: \$\{\{ vars\.SITE_URL \}\}$/m);
});
