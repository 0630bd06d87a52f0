#!/usr/bin/env node
// Serves a built folder as a host would: `cloudflare` (wrangler pages dev, offline) or `netlify`
// (netlify dev, offline, behind the front of scripts/hosts/netlify.ts). Prints one JSON line, {"url", "warnings"}: what the
// host's own parsers refused of _headers, _redirects and netlify.toml. Runs until SIGTERM, or
// until stdin closes when EXIT_WITH_PARENT=1. The browser tests start it as a child process
// (e2e/support/hosts.ts): Jest cannot load these ES modules' dependencies.
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";

import { onParentExit } from "../local-supabase/lib/parent-watch.ts";
import { startCloudflarePages } from "./hosts/cloudflare-pages.ts";
import { startNetlify } from "./hosts/netlify.ts";

const host = process.argv[2];
const root = resolve(process.env.PUBLIC_DIR ?? "public");
const configPath = resolve("netlify.toml");

let stop: () => Promise<void>;
if (host === "cloudflare") {
  const pages = await startCloudflarePages({ root });
  const warnings = pages
    .output()
    .split("\n")
    .filter((line) => /invalid|Ignoring|exceeds|Maximum number/i.test(line));
  console.log(JSON.stringify({ url: pages.url, warnings }));
  stop = () => pages.stop();
} else if (host === "netlify") {
  const netlify = await startNetlify({ root, configPath });
  await new Promise<void>((done) => netlify.server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", done));
  console.log(
    JSON.stringify({
      url: `http://127.0.0.1:${(netlify.server.address() as AddressInfo).port}`,
      warnings: netlify.warnings,
    }),
  );
  stop = async () => {
    netlify.server.close();
    await netlify.stop();
  };
} else {
  console.error("Usage: node scripts/serve-as-host.ts cloudflare|netlify");
  process.exit(2);
}

const exit = async () => {
  await stop();
  process.exit(0);
};
process.on("SIGTERM", () => void exit());
process.on("SIGINT", () => void exit());
onParentExit(() => void exit());
