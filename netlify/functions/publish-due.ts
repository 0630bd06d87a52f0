// Netlify's scheduled function: every 5 minutes, Netlify runs the scheduler's one decision
// (publish-scheduler/publish-due.ts): the site's build hook is called only when a scheduled post
// has come due that the live build does not show. SITE_URL and SANITY_BUILD_HOOK_URL are the
// site's environment variables, scoped to Functions (docs/deploy.md).
import { publishDue } from "../../publish-scheduler/publish-due.ts";

/** Netlify reads the schedule from here (cron, UTC): https://docs.netlify.com/functions/scheduled-functions/ */
export const config = { schedule: "*/5 * * * *" };

export default async (): Promise<Response> => {
  try {
    const decision = await publishDue({
      siteUrl: process.env.SITE_URL,
      buildHookUrl: process.env.SANITY_BUILD_HOOK_URL,
      now: new Date(),
    });
    console.log(decision.message);
    return new Response(decision.message);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`publish:due failed: ${message}`);
    return new Response(message, { status: 500 });
  }
};
