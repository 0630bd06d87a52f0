#!/usr/bin/env node
// `npm run publish:due`: builds the live site again when a scheduled post has come due that its
// build does not show yet (publish-scheduler/publish-due.ts); prints what it decided and why.
// Reads SITE_URL and SANITY_BUILD_HOOK_URL (the publish webhook's build hook); BLOG_CLOCK decides
// as of another instant. The schedulers in publish-scheduler/ run the same decision every 5 minutes.
import { decisionClock, publishDue } from "../publish-scheduler/publish-due.ts";

try {
  const decision = await publishDue({
    siteUrl: process.env.SITE_URL,
    buildHookUrl: process.env.SANITY_BUILD_HOOK_URL,
    now: decisionClock(process.env),
  });
  console.log(decision.message);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
