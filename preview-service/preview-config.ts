// What `npm run preview` reads from its environment, checked before anything starts, and the
// environment gatsby develop gets (without the editors' secret, which only the front holds).
import { isHttpUrl } from "../server-hardening/http-url.ts";
import { minimumSecretLength } from "./editor-credential.ts";
import { type TrustedProxy, parseTrustedProxy } from "./forwarded-client.ts";

/** What the front runs with, checked. */
export interface PreviewConfig {
  port: number;
  secret: string;
  /** PREVIEW_TRUST_PROXY: the proxies whose X-Forwarded-* headers are believed. */
  trustedProxy: TrustedProxy;
  /** What the front asks Sanity with (the Studio's entrance), as gatsby-source-sanity reads it. */
  sanity: SanityAccess;
}

export interface SanityAccess {
  projectId: string;
  dataset: string;
  token: string;
  apiHost?: string;
}

const truthy = (value: string | undefined): boolean =>
  ["1", "true", "yes"].includes((value ?? "").trim().toLowerCase());

export function readPreviewConfig(env: NodeJS.ProcessEnv): { problems: string[]; config?: PreviewConfig } {
  const problems: string[] = [];
  const secret = env.PREVIEW_SECRET?.trim() ?? "";
  if (!secret) {
    problems.push(
      "PREVIEW_SECRET is not set: the editors' secret, which lets a browser into the preview (make one with `openssl rand -base64 32`).",
    );
  } else if (secret.length < minimumSecretLength) {
    problems.push(
      `PREVIEW_SECRET has ${secret.length} characters; use at least ${minimumSecretLength} (\`openssl rand -base64 32\`), so nobody can guess it.`,
    );
  }
  const projectId = env.SANITY_PROJECT_ID?.trim() ?? "";
  const token = env.SANITY_TOKEN?.trim() ?? "";
  if (!projectId) problems.push("SANITY_PROJECT_ID is not set: the Sanity project whose drafts the preview shows.");
  if (!token)
    problems.push(
      "SANITY_TOKEN is not set: a Sanity read token (Viewer), without which drafts are not visible and the preview does not update.",
    );
  const apiHost = env.SANITY_API_HOST?.trim();
  if (apiHost && !isHttpUrl(apiHost))
    problems.push(`SANITY_API_HOST is not an http(s) address: ${JSON.stringify(apiHost)}.`);
  const studioUrl = env.SANITY_STUDIO_URL?.trim();
  if (studioUrl && !isHttpUrl(studioUrl))
    problems.push(`SANITY_STUDIO_URL is not an http(s) address: ${JSON.stringify(studioUrl)}.`);
  const portText = env.PORT?.trim() || "9000";
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535)
    problems.push(`PORT is not a port number: ${JSON.stringify(portText)}.`);
  if (truthy(env.ENABLE_GATSBY_REFRESH_ENDPOINT) && !env.GATSBY_REFRESH_TOKEN?.trim()) {
    problems.push(
      "ENABLE_GATSBY_REFRESH_ENDPOINT is set without GATSBY_REFRESH_TOKEN: /__refresh would re-source the site for any editor's browser without asking; unset it (watch mode already follows every change) or set a token.",
    );
  }
  const trust = parseTrustedProxy(env.PREVIEW_TRUST_PROXY);
  if ("problem" in trust) problems.push(trust.problem);
  if (problems.length > 0 || "problem" in trust) return { problems };
  const sanity: SanityAccess = {
    projectId,
    dataset: env.SANITY_DATASET?.trim() || "production",
    token,
    ...(apiHost ? { apiHost } : {}),
  };
  return { problems, config: { port, secret, trustedProxy: trust.proxy, sanity } };
}

/**
 * gatsby develop's environment: the site's, minus what belongs to the front, in preview mode with
 * click-to-edit (src/node-apis/click-to-edit-flag.ts). SANITY_STUDIO_URL, when set, reaches the
 * browser as GATSBY_SANITY_STUDIO_URL: overlays outside the Studio then link to it.
 */
export function gatsbyDevelopEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { PREVIEW_SECRET: _secret, PREVIEW_TRUST_PROXY: _trust, PORT: _port, ...rest } = env;
  const studioUrl = env.SANITY_STUDIO_URL?.trim();
  return {
    ...rest,
    NODE_ENV: "development",
    SANITY_VISUAL_EDITING: "1",
    ...(studioUrl ? { GATSBY_SANITY_STUDIO_URL: studioUrl } : {}),
    // Gatsby's "preparing page" indicator mounts through the site's hydrate function into an empty
    // element, which fails hydration and covers the page with develop's error overlay.
    GATSBY_QUERY_ON_DEMAND_LOADING_INDICATOR: env.GATSBY_QUERY_ON_DEMAND_LOADING_INDICATOR ?? "false",
    GATSBY_TELEMETRY_DISABLED: env.GATSBY_TELEMETRY_DISABLED ?? "1",
  };
}
