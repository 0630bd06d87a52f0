// The Studio's own CLI (`sanity`, from sanity/'s own install), run in sanity/ with the
// SANITY_STUDIO_* settings of sanity/environment.ts and nothing else from Sanity's side:
// DO_NOT_TRACK keeps its telemetry off, CI its prompts.
import { spawn } from "node:child_process";
import { join } from "node:path";

import { ensureStudio, studioDir } from "./studio-install.ts";

export { studioDir };
/** The Studio's CLI, from its own install (studio-install.ts). */
export const sanityBin = join(studioDir, "node_modules", ".bin", "sanity");

/**
 * The environment of a CLI run against one API: projectId, dataset, apiHost (the Studio's, written
 * into its bundle; unset → api.sanity.io), cliApiHost (the same API as the CLI's own Node clients
 * reach it, when a browser and Node need different names for it: the local API's Studio host,
 * <projectId>.localhost, resolves in browsers only; default apiHost), previewUrl (the site's preview
 * origin, for the preview pane), caCertPath (a local API's TLS certificate, trusted by the CLI's
 * Node), and any extra variables.
 */
export function studioCliEnv({
  projectId,
  dataset,
  apiHost,
  cliApiHost = apiHost,
  previewUrl,
  caCertPath,
  extra = {},
}: {
  projectId: string;
  dataset: string;
  apiHost?: string;
  cliApiHost?: string;
  previewUrl?: string;
  caCertPath?: string;
  extra?: Record<string, string>;
}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DO_NOT_TRACK: "1",
    CI: "true",
    SANITY_STUDIO_PROJECT_ID: projectId,
    SANITY_STUDIO_DATASET: dataset,
    ...extra,
  };
  // The v6 CLI's own clients (graphql deploy, schema validate) ignore sanity.cli.ts' api.apiHost:
  // they take the host from SANITY_INTERNAL_ENV when it is neither "production" nor "staging"
  // (@sanity/cli-core getApiHost), so a local API is named there too.
  if (apiHost) env.SANITY_STUDIO_API_HOST = apiHost;
  if (cliApiHost) env.SANITY_INTERNAL_ENV = cliApiHost;
  if (previewUrl) env.SANITY_STUDIO_PREVIEW_URL = previewUrl;
  if (caCertPath) env.NODE_EXTRA_CA_CERTS = caCertPath;
  return env;
}

/** What studioCliEnv needs of a running local Sanity API (local-sanity/server.ts' LocalSanityApi). */
interface LocalApiHosts {
  projectId: string;
  dataset: string;
  studioApiHost: string;
  httpsApiHost: string;
  caCertPath: string;
}

/**
 * A Studio built or served against the local Sanity API over https: the browser reaches it at its
 * Studio host, the CLI's Node at its https host, trusting its certificate; previewUrl is the site's
 * preview origin for the preview pane.
 */
export function localStudioCliEnv(api: LocalApiHosts, previewUrl: string): NodeJS.ProcessEnv {
  return studioCliEnv({
    projectId: api.projectId,
    dataset: api.dataset,
    apiHost: api.studioApiHost,
    cliApiHost: api.httpsApiHost,
    previewUrl,
    caCertPath: api.caCertPath,
  });
}

/**
 * Runs `sanity <args>` in sanity/ (installing the Studio first when its install is missing or
 * stale); resolves with its output, rejects with it when it fails.
 */
export async function runSanityCli(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  await ensureStudio();
  return new Promise((done, fail) => {
    const child = spawn(sanityBin, args, { cwd: studioDir, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0 ? done(output) : fail(new Error(`sanity ${args.join(" ")} exited with ${code}:\n${output}`)),
    );
  });
}
