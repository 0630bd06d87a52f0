// The blog benchmarks' synthetic Sanity export (N posts, 2 authors, the bundled images reused),
// the temporary copy of the site they build it in, and a timed `gatsby build` of that copy.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";

import { siteFiles } from "../test-support/site-files.ts";

const root = resolve(import.meta.dirname, "../..");
const imagesDir = join(root, "content/blog/images");
const images = readdirSync(imagesDir).filter((name) => /-1200x630\.png$/.test(name));
const avatar = readdirSync(imagesDir).find((name) => /-256x256\.png$/.test(name)) ?? "";

/** A post of the synthetic export, with the fields the benches read typed. */
export interface ExportPost {
  _id: string;
  _type: "post";
  _rev: string;
  _createdAt: string;
  _updatedAt: string;
  title: string;
  slug: { _type: "slug"; current: string };
  publishedAt: string;
  excerpt: string;
  mainImage: Record<string, string>;
  author: { _type: "reference"; _ref: string };
  body: Array<Record<string, unknown>>;
}
/** An author of the synthetic export. */
export interface ExportAuthor {
  _id: string;
  _type: "author";
  name: string;
  image?: { _type: "image"; _sanityAsset: string };
}
/** A document of a Sanity export, as the synthetic blog writes it. */
export type ExportDocument = ExportPost | ExportAuthor;

/** What a timed build took: wall and CPU seconds, peak memory of its process tree, its output. */
export interface TimedBuild {
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
  output: string;
}

/** A copy of the site in siteDir (node_modules linked), so its .cache/ and public/ leave the working tree alone. */
export function copySite(siteDir: string): void {
  for (const file of siteFiles) cpSync(join(root, file), join(siteDir, file), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(siteDir, "node_modules"), "dir");
}

function block(key: string, style: string, text: string, extra: Record<string, unknown> = {}) {
  return {
    _key: key,
    _type: "block",
    style,
    markDefs: [],
    children: [{ _key: `${key}s`, _type: "span", marks: [], text }],
    ...extra,
  };
}

/** A post with every body element the site renders, about 2 kB like the bundled ones; index 0 is the newest. */
export function syntheticPost(index: number): ExportPost {
  const day = new Date(Date.UTC(2026, 0, 1) - index * 3600_000).toISOString();
  return {
    _id: `synthetic-${index}`,
    _type: "post",
    _rev: `rev${index}`,
    _createdAt: day,
    _updatedAt: day,
    title: `Synthetic post ${index}: how SaaS teams plan product videos`,
    slug: { _type: "slug", current: `synthetic-post-${index}` },
    publishedAt: day,
    excerpt:
      "A generated post for the scale benchmark, with an excerpt long enough to be clamped to three lines on the card.",
    mainImage: {
      _type: "mainImage",
      alt: "Generated illustration",
      _sanityAsset: `image@file://./images/${images[Math.abs(index) % images.length]}`,
    },
    author: { _type: "reference", _ref: index % 2 ? "author-a" : "author-b" },
    body: [
      block("a", "h2", "Why this matters"),
      block("b", "normal", "Product videos shorten the path from a visitor's first look to a trial. ".repeat(4)),
      block("c", "h3", "What to do next"),
      block("d", "normal", "Write the script first.", { listItem: "bullet", level: 1 }),
      block("e", "normal", "Record the real product.", { listItem: "bullet", level: 1 }),
      block("f", "normal", "Measure completions.", { listItem: "number", level: 1 }),
      block("g", "blockquote", "A demo is the shortest believable path from problem to result."),
      {
        _key: "h",
        _type: "block",
        style: "normal",
        markDefs: [{ _key: "l", _type: "link", href: "https://example.com" }],
        children: [
          { _key: "h1", _type: "span", marks: ["strong"], text: "Read more " },
          { _key: "h2", _type: "span", marks: ["l", "em"], text: "in the guide" },
        ],
      },
    ],
  };
}

/** The two authors and `count` synthetic posts, as export documents. */
export function syntheticDocuments(count: number): ExportDocument[] {
  const authors: ExportAuthor[] = [
    {
      _id: "author-a",
      _type: "author",
      name: "Avery Bench",
      image: { _type: "image", _sanityAsset: `image@file://./images/${avatar}` },
    },
    { _id: "author-b", _type: "author", name: "Blake Bench" },
  ];
  return [...authors, ...Array.from({ length: count }, (_, index) => syntheticPost(index))];
}

/** Writes documents as an export in dir (data.ndjson and the images it points at); returns the NDJSON's path. */
export function writeExport(dir: string, documents: ExportDocument[]): string {
  mkdirSync(join(dir, "images"), { recursive: true });
  for (const name of [...images, avatar]) cpSync(join(imagesDir, name), join(dir, "images", name));
  const path = join(dir, "data.ndjson");
  writeFileSync(path, `${documents.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  return path;
}

const cpuMarker = "build-cpu-seconds";

/** Sum of the resident memory of every process in a process group, in MB. */
function groupRssMb(pgid: number): number {
  let pages = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid) pages += Number(fields[21]);
    } catch {
      // the process ended while we looked
    }
  }
  return (pages * 4096) / 1024 / 1024;
}

/**
 * `gatsby build [args]` in siteDir from the export at exportPath: wall seconds, peak memory of
 * its process tree, output. By default a local build (LOCAL_BACKEND=1: a benchmark needs no
 * production backend); `env` can make it a deploy build instead (see deployBuildEnv).
 */
export function timedBuild(
  siteDir: string,
  exportPath: string,
  args: string[] = [],
  env: Record<string, string> = { LOCAL_BACKEND: "1" },
): Promise<TimedBuild> {
  return new Promise((done, fail) => {
    const started = process.hrtime.bigint();
    // Under GNU time, for the CPU seconds of the build and the workers it waited for: on a shared
    // machine wall time follows the load, CPU time much less.
    const child = spawn(
      "/usr/bin/time",
      ["-f", `${cpuMarker} %U %S`, join(root, "node_modules/.bin/gatsby"), "build", ...args],
      {
        cwd: siteDir,
        detached: true,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", BLOG_EXPORT_PATH: exportPath, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, groupRssMb(child.pid ?? 0))), 250);
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      clearInterval(sampler);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const cpu = new RegExp(`${cpuMarker} ([\\d.]+) ([\\d.]+)`).exec(output);
      const cpuSeconds = cpu ? Number(cpu[1]) + Number(cpu[2]) : Number.NaN;
      if (code !== 0) fail(new Error(`gatsby build failed (${code}):\n${output.slice(-4000)}`));
      else done({ seconds, cpuSeconds, peakMb: Math.round(peak), output });
    });
  });
}

/** A deploy build's variables, with made-up addresses: a build configured as the CDN's is (src/config/deploy-env.ts). */
export const deployBuildEnv: Record<string, string> = {
  LOCAL_BACKEND: "",
  GATSBY_SUPABASE_URL: "https://bench.supabase.co",
  GATSBY_SUPABASE_ANON_KEY: "bench-anon-key",
  GATSBY_WHATSAPP_GROUP_URL: "https://chat.whatsapp.com/bench",
  GATSBY_SCRIPT_LEADS_ENDPOINT: "https://script.google.com/macros/s/bench/exec",
  SITE_URL: "https://www.example.com",
};

const plain = (output: string): string => stripVTControlCharacters(output);

/** Gatsby's "success <step> - 1.234s" lines of at least minSeconds, summed by step. */
export function stepTimes(output: string, minSeconds = 0.5): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [, name = "", time] of plain(output).matchAll(/success (.+?) - (\d+\.\d+)s/g)) {
    const seconds = Number(time);
    const step = name.trim();
    if (seconds >= minSeconds) result[step] = Number(((result[step] ?? 0) + seconds).toFixed(2));
  }
  return result;
}

/** The pages `gatsby build --log-pages` says it rendered and deleted. */
export function loggedPages(output: string): { updated: string[]; deleted: string[] } {
  const text = plain(output);
  return {
    updated: [...text.matchAll(/^Updated page: (.+)$/gm)].map(([, page = ""]) => page.trim()),
    deleted: [...text.matchAll(/^Deleted page: (.+)$/gm)].map(([, page = ""]) => page.trim()),
  };
}
