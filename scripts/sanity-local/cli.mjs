#!/usr/bin/env node
// `npm run sanity:local [-- path/to/data.ndjson]`: the local Sanity content API over an export
// (the bundled one by default), on SANITY_LOCAL_PORT (default 55333). Prints how to point a build
// or `gatsby develop` at it, and how to edit content as Studio would.
import { resolve } from "node:path";

import { bundledExportPath, startSanityApi } from "./server.mjs";

const exportPath = process.argv[2] ? resolve(process.argv[2]) : bundledExportPath;
const port = Number(process.env.SANITY_LOCAL_PORT ?? 55333);
const token = process.env.SANITY_LOCAL_TOKEN ?? "local-preview-token";

const api = await startSanityApi({ exportPath, port, token });
console.log(`Local Sanity content API for ${exportPath}
  ${api.url}/v1  (project ${api.projectId}, dataset ${api.dataset}; drafts and mutations need the token)

Build or preview against it:
  SANITY_PROJECT_ID=${api.projectId} SANITY_API_HOST=${api.apiHost} SANITY_TOKEN=${token} npx gatsby build
  SANITY_PROJECT_ID=${api.projectId} SANITY_API_HOST=${api.apiHost} SANITY_TOKEN=${token} npm run develop

Edit as Studio would (a draft of a post; the open develop page updates):
  curl -X POST -H 'Authorization: Bearer ${token}' -H 'content-type: application/json' \\
    ${api.url}/v1/data/mutate/${api.dataset} \\
    -d '{"mutations":[{"patch":{"id":"<post _id>","set":{"title":"New title"}}}]}'
Ctrl-C stops it.`);

const stop = () => api.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
