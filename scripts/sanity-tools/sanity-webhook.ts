// The Sanity webhook that rebuilds the site when an editor publishes, kept as code: a GROQ-powered
// document webhook on published posts and authors (never drafts), on create, update and delete,
// POSTing to the host's build hook (Netlify build hook, Cloudflare Pages deploy hook) given as
// SANITY_BUILD_HOOK_URL. `npm run sanity:webhook` prints its share link and API body, or installs it.

export interface RebuildWebhook {
  type: "document";
  name: string;
  description: string;
  url: string;
  dataset: string;
  rule: { on: Array<"create" | "update" | "delete">; filter: string; projection: string };
  apiVersion: string;
  httpMethod: "POST";
  includeDrafts: false;
  includeAllVersions: false;
  headers: Record<string, string>;
}

/** The document types the built site shows: a change to any of them changes pages. */
export const rebuildingTypes = ["post", "author"];

/**
 * Published documents of those types only. `includeDrafts: false` and `includeAllVersions: false`
 * already keep drafts and Content Release versions out; the filter says it again so a webhook
 * edited in the dashboard cannot start rebuilding on every keystroke of a draft (`drafts.…`) or a
 * release version (`versions.…`).
 * Sanity's own scheduling reaches the site through the same rule: when a Content Release (or a
 * Scheduled Draft, a release of one document) is published at its time, Sanity writes each of its
 * versions to the published document, a create or update of `post-1` that passes this filter, and
 * deletes the version, which does not. One publish, one build, at the release's time.
 */
export const rebuildFilter = `_type in ${JSON.stringify(rebuildingTypes)} && !(_id in path("drafts.**")) && !(_id in path("versions.**"))`;

/** The body the build hook receives: which document changed and how; no content. */
export const rebuildProjection = `{_id, _type, "operation": delta::operation()}`;

/** Sanity's Webhooks API version the definition is written for (and its GROQ's). */
export const webhooksApiVersion = "v2021-10-04";
export const groqApiVersion = "v2021-03-25";

/** The webhook as Sanity's Webhooks API takes it (POST /hooks/projects/{projectId}). */
export function rebuildWebhook({
  buildHookUrl,
  dataset = "production",
}: {
  buildHookUrl: string | undefined;
  dataset?: string;
}): RebuildWebhook {
  let url: URL;
  try {
    url = new URL(buildHookUrl ?? "");
  } catch {
    throw new Error(
      "SANITY_BUILD_HOOK_URL must be the host's build hook URL (https://…): Netlify's build hook or Cloudflare Pages' deploy hook.",
    );
  }
  if (url.protocol !== "https:") throw new Error("SANITY_BUILD_HOOK_URL must be an https:// URL.");
  return {
    type: "document",
    name: "Rebuild the site",
    description: "Starts a build of the site when a post or an author is published, changed or deleted.",
    url: url.href,
    dataset,
    rule: { on: ["create", "update", "delete"], filter: rebuildFilter, projection: rebuildProjection },
    apiVersion: groqApiVersion,
    httpMethod: "POST",
    includeDrafts: false,
    includeAllVersions: false,
    headers: {},
  };
}

/** The dashboard's share link: opening it while signed in to sanity.io/manage fills the form. */
export function shareLink(webhook: RebuildWebhook): string {
  const params = new URLSearchParams({ name: webhook.name, description: webhook.description, url: webhook.url });
  for (const event of webhook.rule.on) params.append("on", event);
  params.append("filter", webhook.rule.filter);
  params.append("projection", webhook.rule.projection);
  params.append("httpMethod", webhook.httpMethod);
  params.append("apiVersion", webhook.apiVersion);
  params.append("includeDrafts", "");
  params.append("headers", JSON.stringify(webhook.headers));
  return `https://www.sanity.io/manage/webhooks/share?${params}`;
}

/** Creates the webhook through Sanity's Webhooks API; resolves with Sanity's answer. */
export async function installWebhook(
  webhook: RebuildWebhook,
  { projectId, token, apiHost = "https://api.sanity.io" }: { projectId?: string; token?: string; apiHost?: string },
): Promise<unknown> {
  if (!projectId || !token)
    throw new Error("Installing needs SANITY_PROJECT_ID and SANITY_MANAGE_TOKEN (a token allowed to manage webhooks).");
  const response = await fetch(
    `${apiHost.replace(/\/$/, "")}/${webhooksApiVersion}/hooks/projects/${encodeURIComponent(projectId)}`,
    {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(webhook),
    },
  );
  const answer = await response.text();
  if (!response.ok) throw new Error(`Sanity refused the webhook: ${response.status} ${answer}`);
  return JSON.parse(answer) as unknown;
}
