#!/usr/bin/env node
// Prints the Sanity webhook that rebuilds the site (scripts/sanity-tools/sanity-webhook.ts) for the build
// hook in SANITY_BUILD_HOOK_URL: its share link and its Webhooks API body. `-- --install` creates it
// with SANITY_PROJECT_ID and SANITY_MANAGE_TOKEN (SANITY_DATASET, SANITY_API_HOST respected).
import { installWebhook, rebuildWebhook, shareLink } from "./sanity-tools/sanity-webhook.ts";

try {
  const webhook = rebuildWebhook({
    buildHookUrl: process.env.SANITY_BUILD_HOOK_URL,
    dataset: process.env.SANITY_DATASET || "production",
  });
  if (process.argv.includes("--install")) {
    const created = await installWebhook(webhook, {
      projectId: process.env.SANITY_PROJECT_ID,
      token: process.env.SANITY_MANAGE_TOKEN,
      apiHost: process.env.SANITY_API_HOST || undefined,
    });
    const id = typeof created === "object" && created !== null && "id" in created ? String(created.id) : undefined;
    console.log(`Webhook created: ${id ?? JSON.stringify(created)}`);
  } else {
    console.log(`Open while signed in to sanity.io/manage (the project's API → Webhooks):\n\n${shareLink(webhook)}\n`);
    console.log(
      `Or POST to https://api.sanity.io/v2021-10-04/hooks/projects/<projectId> (npm run sanity:webhook -- --install):\n\n${JSON.stringify(webhook, null, 2)}`,
    );
  }
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
