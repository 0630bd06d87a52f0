// The Cloudflare Worker whose cron trigger (wrangler.toml, every 5 minutes) runs the scheduler's
// one decision (../publish-due.ts) for a site on Cloudflare Pages, which has no scheduler of its
// own: the Pages deploy hook is called only when a scheduled post has come due that the live
// build does not show. SITE_URL is a var, SANITY_BUILD_HOOK_URL a secret (docs/deploy.md).
import { publishDue } from "../publish-due.ts";

interface Env {
  SITE_URL?: string;
  SANITY_BUILD_HOOK_URL?: string;
}

/** The part of workerd's ExecutionContext used here. */
interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

/** The part of workerd's ScheduledController used here: when this run was due. */
interface ScheduledController {
  scheduledTime: number;
  cron: string;
}

async function run(env: Env, controller: ScheduledController): Promise<void> {
  try {
    const decision = await publishDue({
      siteUrl: env.SITE_URL,
      buildHookUrl: env.SANITY_BUILD_HOOK_URL,
      now: new Date(),
    });
    console.log(`[${controller.cron}] ${decision.message}`);
  } catch (error) {
    console.error(`[${controller.cron}] publish:due failed: ${error instanceof Error ? error.message : String(error)}`);
    // Marks the run failed in the Worker's cron history (Cloudflare's dashboard shows it).
    throw error;
  }
}

export default {
  scheduled(controller: ScheduledController, env: Env, context: ExecutionContext): void {
    context.waitUntil(run(env, controller));
  },
};
