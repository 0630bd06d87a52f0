#!/usr/bin/env node
// `npm start`: build the production site with the bundled content, then serve it.
import { npxBin, run } from "./lib/run.mjs";

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

await run(npxBin("gatsby"), ["build"], { env });
await run("node", ["scripts/serve-static.mjs"], { env });
