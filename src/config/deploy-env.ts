import { localAnonKey, localBackendUrl, placeholderWhatsappGroupUrl } from "./local-backend";
import { defaultSiteUrl } from "./site";

/**
 * The variables a deploy build reads, in gatsby-config before anything is built. A required one
 * forgotten used to fall back to the local backend or the example domain without a word, and
 * every lead of the deployed site was lost; now the build stops and names it. An optional one may
 * be left unset (it is still checked when set).
 */
export const deployVariables = [
  { name: "GATSBY_SUPABASE_URL", what: "the Supabase project URL the lead form saves to", url: true, required: true },
  { name: "GATSBY_SUPABASE_ANON_KEY", what: "that project's anon (public) key", url: false, required: true },
  { name: "GATSBY_WHATSAPP_GROUP_URL", what: "the VIP WhatsApp group's invite link", url: true, required: true },
  {
    name: "GATSBY_SCRIPT_LEADS_ENDPOINT",
    what: "an override of where the script generators post (unset: the project's send-to-sheets function)",
    url: true,
    required: false,
  },
  {
    name: "SITE_URL",
    what: "the site's public address, for canonical URLs, the sitemap, robots.txt and RSS",
    url: true,
    required: true,
  },
] as const;

export type DeployVariable = (typeof deployVariables)[number]["name"];
export type SiteEnv = Record<DeployVariable, string>;

/** What a local build uses for each variable it is not given: the local backend and the example domain. */
export const localSiteEnv: SiteEnv = {
  GATSBY_SUPABASE_URL: localBackendUrl,
  GATSBY_SUPABASE_ANON_KEY: localAnonKey,
  GATSBY_WHATSAPP_GROUP_URL: placeholderWhatsappGroupUrl,
  // Unset: the generators post to GATSBY_SUPABASE_URL's send-to-sheets (src/config/backend.ts).
  GATSBY_SCRIPT_LEADS_ENDPOINT: "",
  SITE_URL: defaultSiteUrl,
};

export type SiteEnvResult = { ok: true; values: SiteEnv } | { ok: false; message: string };

const isHttpUrl = (value: string): boolean => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Whether this run targets the local backend: anything but `gatsby build`, or a build with LOCAL_BACKEND=1. */
export function isLocalBuild(env: Record<string, string | undefined>, command: string | undefined): boolean {
  return env.LOCAL_BACKEND === "1" || command !== "build";
}

/**
 * The values a build uses. Only `gatsby build` is a deploy build, unless LOCAL_BACKEND=1 says it
 * targets the local backend on purpose (npm start, npm test, the benchmarks); `gatsby develop`
 * is always local. A local build fills what is unset from localSiteEnv; a deploy build with a
 * required variable unset, or any variable set but not an http(s) URL, gets one message naming
 * every such variable.
 */
export function resolveSiteEnv(env: Record<string, string | undefined>, command: string | undefined): SiteEnvResult {
  const local = isLocalBuild(env, command);
  const values = { ...localSiteEnv };
  const problems: string[] = [];
  for (const { name, what, url, required } of deployVariables) {
    const value = env[name]?.trim() ?? "";
    if (value === "" && (local || !required)) continue;
    if (value === "") problems.push(`  ${name} is not set: ${what}.`);
    else if (url && !isHttpUrl(value)) problems.push(`  ${name} is not an http(s) URL ("${value}"): ${what}.`);
    else values[name] = name === "SITE_URL" || name === "GATSBY_SUPABASE_URL" ? value.replace(/\/+$/, "") : value;
  }
  if (problems.length === 0) return { ok: true, values };
  return { ok: false, message: deployEnvMessage(problems) };
}

function deployEnvMessage(problems: string[]): string {
  return [
    "This deploy build is missing its configuration, so it stopped before building:",
    ...problems,
    "Set them where the build runs: your CDN's build environment variables (Netlify: Site configuration →",
    "Environment variables), or the shell for a build by hand. docs/deploy.md lists each one.",
    "To build against the local backend on purpose, use `npm start`, or set LOCAL_BACKEND=1.",
  ].join("\n");
}

/**
 * gatsby-config's one call: ends a deploy build that lacks its configuration, before anything is
 * built, and otherwise puts every resolved value into `env`, where Gatsby inlines the GATSBY_*
 * ones into the bundle and the Content-Security-Policy reads the backend origins.
 * It exits rather than throws: Gatsby evaluates the compiled config twice, and a throw in the first
 * pass leaves the second with an empty config that builds on (and fails much later, elsewhere).
 */
export function applySiteEnv(env: Record<string, string | undefined>, command: string | undefined): SiteEnv {
  const result = resolveSiteEnv(env, command);
  if (!result.ok) {
    // Straight to stderr: Gatsby's reporter would prefix console.error with "ERROR UNKNOWN".
    process.stderr.write(`\n${result.message}\n\n`);
    process.exit(1);
  }
  Object.assign(env, result.values);
  return result.values;
}
