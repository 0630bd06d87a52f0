#!/usr/bin/env node
// First-load JS per page of the built site (run after `gatsby build`): the scripts public/index.html
// loads (webpack runtime, framework, app) plus each page component's chunk group from
// public/webpack.stats.json, gzipped at level 9. Lazy chunks (React.lazy / import()) are not counted.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const pub = path.resolve(process.env.PUBLIC_DIR ?? "public");
const stats = JSON.parse(fs.readFileSync(path.join(pub, "webpack.stats.json"), "utf8"));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(pub, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const html = fs.readFileSync(path.join(pub, "index.html"), "utf8");
const base = new Set([...html.matchAll(/<script src="\/([^"]+)"/g)].map((match) => match[1]));
const baseSize = [...base].reduce((sum, file) => sum + gz(file), 0);
console.log(`shared (runtime + framework + app): ${kb(baseSize)} KB`);

for (const [name, group] of Object.entries(stats.namedChunkGroups)) {
  if (!name.startsWith("component---")) continue;
  const assets = group.assets
    .map((asset) => (typeof asset === "string" ? asset : asset.name))
    .filter((asset) => asset.endsWith(".js") && !base.has(asset));
  const own = assets.reduce((sum, file) => sum + gz(file), 0);
  const page = name.replace("component---src-pages-", "").replace(/-tsx$/, "");
  console.log(`${page.padEnd(36)} page ${kb(own).padStart(5)} KB   first-load ${kb(own + baseSize).padStart(6)} KB`);
}
