#!/usr/bin/env node
// `npm run sanity:local [-- path/to/data.ndjson]`: the local Sanity API over an export (the
// bundled one by default), on SANITY_LOCAL_PORT (default 55333). Prints how to point the site
// (gatsby build / develop) and a Sanity Studio at it, and where its TLS certificate is.
import { resolve } from "node:path";

import { bundledExportPath, startSanityApi } from "./server.ts";

const exportPath = process.argv[2] ? resolve(process.argv[2]) : bundledExportPath;
const port = Number(process.env.SANITY_LOCAL_PORT ?? 55333);
const token = process.env.SANITY_LOCAL_TOKEN ?? "local-preview-token";
const corsOrigins = (process.env.SANITY_LOCAL_CORS_ORIGINS ?? "")
  .split(",")
  .map((origin) => origin.trim())
  .filter(Boolean);

const api = await startSanityApi({ exportPath, port, token, corsOrigins });
const loginScript = `localStorage.setItem("__studio_auth_token_${api.projectId}", JSON.stringify({ token: "${token}", time: new Date().toISOString() }))`;
console.log(`Local Sanity API for ${exportPath}
  ${api.httpsUrl}/v2025-02-19  (HTTP/2 over TLS; project ${api.projectId}, dataset ${api.dataset})
  ${api.url}/v1  (plain HTTP/1.1, for the site's Node builds)
  TLS certificate (made at start): ${api.caCertPath}
  Token (reads drafts, writes; user "${api.user.name}", administrator): ${token}

The site against it:
  SANITY_PROJECT_ID=${api.projectId} SANITY_API_HOST=${api.apiHost} SANITY_TOKEN=${token} npx gatsby build
  SANITY_PROJECT_ID=${api.projectId} SANITY_API_HOST=${api.apiHost} SANITY_TOKEN=${token} npm run develop

A Sanity Studio and the sanity CLI against it (NODE_EXTRA_CA_CERTS: Node trusts the certificate;
SANITY_AUTH_TOKEN: CLI commands that need a login):
  NODE_EXTRA_CA_CERTS=${api.caCertPath} SANITY_STUDIO_PROJECT_ID=${api.projectId} SANITY_STUDIO_DATASET=${api.dataset} SANITY_STUDIO_API_HOST=${api.studioApiHost} SANITY_INTERNAL_ENV=${api.httpsApiHost} SANITY_AUTH_TOKEN=${token} …
  (the Studio in a browser reaches ${api.studioApiHost}, its pictures included; the CLI's Node ${api.httpsApiHost})
  In the browser: accept the certificate at ${api.studioApiHost.replace("://", `://${api.projectId}.`)}/v1/ping and at
  ${api.studioApiHost}/v1/ping, then log in by running this in the Studio page's console and reloading:
    ${loginScript}

Edit with curl (a draft of a post; an open gatsby develop page updates):
  curl -X POST -H 'Authorization: Bearer ${token}' -H 'content-type: application/json' \\
    ${api.url}/v2025-02-19/data/mutate/${api.dataset} \\
    -d '{"mutations":[{"patch":{"id":"<post _id>","set":{"title":"New title"}}}]}'
Ctrl-C stops it.`);

const stop = () =>
  void api.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
