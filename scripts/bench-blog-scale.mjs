#!/usr/bin/env node
// Blog scale benchmark: for each post count, writes a synthetic Sanity export
// (N posts, 2 authors, the bundled images reused), builds the site from it in a
// temporary copy of the project (so public/ and .cache/ here stay untouched),
// and reports wall time, the peak memory of the whole build process tree and
// Gatsby's own step timings.
//
//   node scripts/bench-blog-scale.mjs            # 0, 100, 1000, 5000 posts
//   BENCH_COUNTS=0,100 node scripts/bench-blog-scale.mjs
//
// Per-post cost is (time(N) - time(0)) / N: the fixed cost of building the
// rest of the site is taken out. On a shared machine the webpack steps swing by
// tens of seconds between runs, so dataMsPerPost also compares only the steps
// that grow with posts (sourcing, createPages, queries, HTML, page-data,
// feed/sitemap). Results go to bench-results/blog-scale.json.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
// content/ too: other local plugins read it (the blog itself reads the synthetic export).
const siteFiles = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "package.json", "tsconfig.json", "src", "plugins", "static", "content", "sanity/graphql-api.graphql"];
const counts = (process.env.BENCH_COUNTS ?? "0,100,1000,5000").split(",").map(Number);
const images = readdirSync(join(root, "content/blog/images")).filter((name) => /-1200x630\.png$/.test(name));
const avatar = readdirSync(join(root, "content/blog/images")).find((name) => /-256x256\.png$/.test(name));

function block(key, style, text, extra = {}) {
  return { _key: key, _type: "block", style, markDefs: [], children: [{ _key: `${key}s`, _type: "span", marks: [], text }], ...extra };
}

/** A post with every body element the site renders, about 2 kB like the bundled ones. */
function syntheticPost(index) {
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
    excerpt: "A generated post for the scale benchmark, with an excerpt long enough to be clamped to three lines on the card.",
    mainImage: { _type: "mainImage", alt: "Generated illustration", _sanityAsset: `image@file://./images/${images[index % images.length]}` },
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

function writeExport(dir, count) {
  mkdirSync(join(dir, "images"), { recursive: true });
  for (const name of [...images, avatar]) cpSync(join(root, "content/blog/images", name), join(dir, "images", name));
  const authors = [
    { _id: "author-a", _type: "author", name: "Avery Bench", image: { _type: "image", _sanityAsset: `image@file://./images/${avatar}` } },
    { _id: "author-b", _type: "author", name: "Blake Bench" },
  ];
  const lines = [...authors, ...Array.from({ length: count }, (_, index) => syntheticPost(index))].map((doc) => JSON.stringify(doc));
  writeFileSync(join(dir, "data.ndjson"), `${lines.join("\n")}\n`);
}

/** Sum of the resident memory of every process in a process group, in MB. */
function groupRssMb(pgid) {
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

function build(siteDir, exportPath) {
  return new Promise((done, fail) => {
    const started = process.hrtime.bigint();
    const child = spawn(join(root, "node_modules/.bin/gatsby"), ["build"], {
      cwd: siteDir,
      detached: true,
      // LOCAL_BACKEND=1: a benchmark build, not a deploy; it needs no production backend.
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", LOCAL_BACKEND: "1", BLOG_EXPORT_PATH: exportPath },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, groupRssMb(child.pid))), 250);
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => {
      clearInterval(sampler);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) fail(new Error(`gatsby build failed (${code}):\n${output.slice(-4000)}`));
      else done({ seconds, peakMb: Math.round(peak), output });
    });
  });
}

/** Gatsby's "success <step> - 1.234s" lines, the slow ones. */
function steps(output) {
  const clean = output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "");
  const result = {};
  for (const match of clean.matchAll(/success (.+?) - (\d+\.\d+)s/g)) {
    const seconds = Number(match[2]);
    if (seconds >= 0.5) result[match[1].trim()] = (result[match[1].trim()] ?? 0) + seconds;
  }
  return result;
}

// Steps whose cost does not depend on the number of posts (same templates, same bundles).
const fixedSteps = [
  "Building production JavaScript and CSS bundles",
  "Building HTML renderer",
  "compile gatsby files",
  "extract queries from components",
  "load plugins",
  "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs", // the same 12 images at every size
];
const postDependentSeconds = (stepTimes) =>
  Number(
    Object.entries(stepTimes)
      .filter(([name]) => !fixedSteps.includes(name))
      .reduce((sum, [, seconds]) => sum + seconds, 0)
      .toFixed(1),
  );

const results = [];
for (const count of counts) {
  const work = mkdtempSync(join(tmpdir(), `blog-bench-${count}-`));
  try {
    const siteDir = join(work, "site");
    for (const file of siteFiles) cpSync(join(root, file), join(siteDir, file), { recursive: true });
    symlinkSync(join(root, "node_modules"), join(siteDir, "node_modules"), "dir");
    writeExport(join(work, "export"), count);
    console.log(`▶ ${count} posts: building…`);
    const { seconds, peakMb, output } = await build(siteDir, join(work, "export/data.ndjson"));
    const pages = readdirSync(join(siteDir, "public/blog")).length - 2; // minus index.html and 404.html (Post Not Found)
    const stepTimes = steps(output);
    const dataSeconds = postDependentSeconds(stepTimes);
    results.push({ posts: count, pages, seconds: Number(seconds.toFixed(1)), dataSeconds, peakMb, steps: stepTimes });
    console.log(`  ${seconds.toFixed(1)} s (post-dependent steps ${dataSeconds} s), peak ${peakMb} MB, ${pages} post pages`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const base = results.find((result) => result.posts === 0);
for (const result of results) {
  if (!base || result.posts === 0) continue;
  result.msPerPost = Number((((result.seconds - base.seconds) * 1000) / result.posts).toFixed(1));
  result.dataMsPerPost = Number((((result.dataSeconds - base.dataSeconds) * 1000) / result.posts).toFixed(1));
}
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(join(root, "bench-results/blog-scale.json"), `${JSON.stringify(results, null, 2)}\n`);
console.table(results.map(({ steps: _steps, ...row }) => row));
