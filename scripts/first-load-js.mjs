#!/usr/bin/env node
// First-load JavaScript of a built page: the gzipped sum of the scripts its HTML loads
// (<script src>, inline scripts, and the page component's chunks from Gatsby's chunk map,
// which the app fetches before hydrating). Usage: node scripts/first-load-js.mjs [page path, default /]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const root = process.env.PUBLIC_DIR ?? "public";
const page = process.argv[2] ?? "/";
const htmlFile = join(root, page === "/" ? "index.html" : `${page.replace(/^\//, "")}/index.html`);
const html = readFileSync(htmlFile, "utf8");

const external = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].map((match) => match[1]);
const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .map((match) => match[2] ?? match[1])
  .filter((body) => body && body.trim().length > 0);

const pageData = JSON.parse(
  readFileSync(join(root, "page-data", page === "/" ? "index" : page.replace(/^\//, ""), "page-data.json"), "utf8"),
);
const chunkMapJson = html.match(/___chunkMapping="((?:[^"\\]|\\.)*)"/)?.[1];
const chunkMap = chunkMapJson ? JSON.parse(JSON.parse(`"${chunkMapJson}"`)) : {};
const pageChunks = (chunkMap[pageData.componentChunkName] ?? []).filter((src) => !external.includes(src));
external.push(...pageChunks);

const gz = (text) => gzipSync(text, { level: 9 }).length;
const rows = external.map((src) => ({ script: src, gzipBytes: gz(readFileSync(join(root, src.split("?")[0]))) }));
rows.push({ script: `(${inline.length} inline)`, gzipBytes: inline.reduce((sum, body) => sum + gz(body), 0) });
const total = rows.reduce((sum, row) => sum + row.gzipBytes, 0);

console.table(rows);
console.log(`First-load JS of ${page}: ${(total / 1024).toFixed(1)} KiB gzipped (${total} bytes)`);
