#!/usr/bin/env node
// After a build: serves public/ through our static server, Netlify (`netlify dev`, offline, behind
// the front of scripts/hosts/netlify.ts) and Cloudflare Pages (`wrangler pages dev`, offline), and prints, per route class,
// what each answered. `PUBLIC_DIR` probes another build; `--json` prints the table as JSON.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";

import { startCloudflarePages } from "./hosts/cloudflare-pages.ts";
import { startNetlify } from "./hosts/netlify.ts";
import { probeHost, summarise } from "./hosts/probe.ts";
import { createStaticServer } from "./hosts/static-server.ts";

const root = resolve(process.env.PUBLIC_DIR ?? "public");

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const ours = createStaticServer({ root });
const [netlify, cloudflare] = await Promise.all([
  startNetlify({ root, configPath: resolve("netlify.toml") }),
  startCloudflarePages({ root }),
]);
try {
  const hosts: Record<string, string> = {
    "our server": await listen(ours),
    Netlify: await listen(netlify.server),
    "Cloudflare Pages": cloudflare.url,
  };
  const ourUrl = hosts["our server"] ?? "";
  const reference = (await fetch(`${ourUrl}/`)).headers;
  const table: Record<string, Record<string, string>> = {};
  for (const [name, url] of Object.entries(hosts)) table[name] = summarise(await probeHost(url, root), url, reference);
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(table, null, 2));
  } else {
    for (const row of Object.keys(table["our server"] ?? {})) {
      console.log(`\n${row}`);
      for (const name of Object.keys(hosts)) console.log(`  ${name.padEnd(17)} ${table[name]?.[row] ?? ""}`);
    }
  }
  const dropped = cloudflare
    .output()
    .split("\n")
    .filter((line) => /Ignoring|invalid|exceeds|Maximum/i.test(line));
  console.log(`\nwrangler dropped: ${dropped.length === 0 ? "nothing" : `\n${dropped.join("\n")}`}`);
} finally {
  ours.close();
  netlify.server.close();
  await Promise.all([netlify.stop(), cloudflare.stop()]);
}
