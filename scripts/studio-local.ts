#!/usr/bin/env node
// `npm run studio:local [-- path/to/data.ndjson]`: the local Sanity API over an export (the
// bundled one by default) and the Studio's dev server (`sanity dev`) against it. Prints the
// Studio's address, how to log in, and how to run the site's preview on the same API.
// SANITY_LOCAL_PORT (55333), SANITY_LOCAL_TOKEN, SANITY_STUDIO_PORT (3333) and
// SANITY_STUDIO_PREVIEW_URL (http://localhost:8000) change the defaults.
import { spawn } from "node:child_process";
import { resolve } from "node:path";

import { ensureStudio } from "./sanity-tools/studio-install.ts";
import { sanityBin, localStudioCliEnv, studioDir } from "./sanity-tools/sanity-cli.ts";
import { studioLoginScript } from "./sanity-tools/studio-login.ts";
import { bundledExportPath, startSanityApi } from "../local-sanity/server.ts";

const exportPath = process.argv[2] ? resolve(process.argv[2]) : bundledExportPath;
const port = Number(process.env.SANITY_LOCAL_PORT ?? 55333);
const token = process.env.SANITY_LOCAL_TOKEN ?? "local-preview-token";
const studioPort = Number(process.env.SANITY_STUDIO_PORT ?? 3333);
const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL ?? "http://localhost:8000";

await ensureStudio();
const api = await startSanityApi({ exportPath, port, token });
const env = localStudioCliEnv(api, previewUrl);
// The Studio's client puts the project id in front of the API host: <projectId>.localhost.
const studioApi = api.studioApiHost.replace("://", `://${api.projectId}.`);
const studio = spawn(sanityBin, ["dev", "--port", String(studioPort)], { cwd: studioDir, env, stdio: "inherit" });

console.log(`
Sanity Studio: http://localhost:${studioPort}  (sanity dev; starting…)
  against the local Sanity API ${api.httpsUrl} (project ${api.projectId}, dataset ${api.dataset}, ${exportPath})

Log in, once per browser and API start:
  1. Open ${studioApi}/v1/ping and ${api.studioApiHost}/v1/ping and accept the certificate
     (made at start) on each: the Studio reads from the first, its pictures from the second.
  2. Open http://localhost:${studioPort}/#sid=${api.loginSessionId}
     (the Studio trades the session for the token, as after Sanity's own login).
     Or, in the Studio's console (DevTools → Console), then reload:
     ${studioLoginScript(api.projectId, token)}

The post's preview beside its form (another terminal):
  SANITY_PROJECT_ID=${api.projectId} SANITY_API_HOST=${api.apiHost} SANITY_TOKEN=${token} npm run develop
Ctrl-C stops the Studio and the API; edits live in memory until then.
`);

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (studio.exitCode === null) studio.kill("SIGTERM");
  await api.close();
  process.exit(code);
}
studio.on("exit", (code: number | null) => void stop(code ?? 0));
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
