// The one decision every scheduler runs (`npm run publish:due`, the Netlify scheduled function,
// the Cloudflare Worker's cron): read when the live site's next scheduled post is due (the
// schedule its last build published, plugins/blog/shared/schedule.ts), and call the host's build hook
// only when that time has come, so a quiet quarter hour costs no build. Plain fetch and no Node
// API, so the same file runs in Node, Netlify's functions and workerd.
import { parseSchedule, schedulePath } from "../plugins/blog/shared/schedule.ts";

export interface PublishDueInput {
  /** The live site's address (SITE_URL). */
  siteUrl: string | undefined;
  /** The host's build hook (SANITY_BUILD_HOOK_URL, the one the publish webhook calls). */
  buildHookUrl: string | undefined;
  /** The instant to decide as of. */
  now: Date;
  fetch?: typeof globalThis.fetch;
  /** How long each request may take. */
  timeoutMs?: number;
}

export interface PublishDueDecision {
  calledHook: boolean;
  /** What was decided and why, for the scheduler's log. */
  message: string;
}

const isLoopback = (url: URL) => ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);

/** The URL in value, or an error naming the variable and what it must be. */
function urlOf(value: string | undefined, variable: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(value?.trim() ?? "");
  } catch {
    throw new Error(`${variable} must be ${what}; it is ${value?.trim() ? `"${value}"` : "unset"}.`);
  }
  // http only to this machine (the tests' stand-ins): a hook or a schedule over plain http could be forged on the way.
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback(url)))
    throw new Error(`${variable} must be an https:// URL (${what}).`);
  return url;
}

/** "in 4 min", "12 min ago", "in 2 h 5 min". */
function distance(from: number, to: number): string {
  const minutes = Math.round(Math.abs(to - from) / 60_000);
  const text = minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
  return to >= from ? `in ${text}` : `${text} ago`;
}

/** Reads the live schedule and calls the build hook when a post has come due; says what it did. */
export async function publishDue({
  siteUrl,
  buildHookUrl,
  now,
  fetch = globalThis.fetch,
  timeoutMs = 20_000,
}: PublishDueInput): Promise<PublishDueDecision> {
  const site = urlOf(siteUrl, "SITE_URL", "the live site's address, as its deploy build is given");
  const hook = urlOf(
    buildHookUrl,
    "SANITY_BUILD_HOOK_URL",
    "the host's build hook, the one the publish webhook calls (docs/deploy.md)",
  );
  const scheduleUrl = new URL(schedulePath, site);
  // A query no CDN has cached: the decision must see the build that is live now.
  scheduleUrl.searchParams.set("at", String(now.getTime()));
  let response: Response;
  try {
    response = await fetch(scheduleUrl, {
      headers: { "Cache-Control": "no-cache", Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Error(
      `Could not read ${schedulePath} from ${site.origin}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.status === 404)
    throw new Error(
      `${site.origin} has no ${schedulePath}: its build is older than scheduled publishing, or SITE_URL is not the site. One build (npm run build) publishes it.`,
    );
  if (!response.ok) throw new Error(`${site.origin}${schedulePath} answered ${response.status}.`);
  const { nextPostAt } = parseSchedule(await response.text());

  if (nextPostAt === null)
    return { calledHook: false, message: "Nothing to publish: the live build left out no scheduled post." };
  const due = Date.parse(nextPostAt);
  if (due > now.getTime())
    return {
      calledHook: false,
      message: `Nothing to publish yet: the next scheduled post is due at ${nextPostAt} (${distance(now.getTime(), due)}); the live build shows every post due before.`,
    };

  let answer: Response;
  try {
    answer = await fetch(hook, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Error(`The build hook could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!answer.ok) throw new Error(`The build hook answered ${answer.status}: no build was started.`);
  return {
    calledHook: true,
    message: `A post was due at ${nextPostAt} (${distance(now.getTime(), due)}) and the live build does not show it: build hook called (answer ${answer.status}).`,
  };
}

/** The instant to decide as of: BLOG_CLOCK (ISO) when set, as the tests set it; else now. */
export function decisionClock(env: Record<string, string | undefined>, now = new Date()): Date {
  const asked = env.BLOG_CLOCK?.trim();
  if (!asked) return now;
  const time = Date.parse(asked);
  if (!Number.isFinite(time))
    throw new Error(`BLOG_CLOCK=${asked} is not a date and time (e.g. 2026-11-24T09:00:00Z).`);
  return new Date(time);
}
