#!/usr/bin/env node
// Publish benchmark: how long from an editor's publish to a deployable public/, and what a CDN
// has to upload. In a temporary copy of the site, with a synthetic export of BENCH_POSTS posts
// (default 5,000; the blog-scale bench's generator): a cold build, then warm builds keeping
// .cache/ and public/ as Netlify and Cloudflare Pages do:
//   edit     one post's title changed (the newest, so /blog shows it)
//   again    no change at all
//   add      a new post, the newest
//   delete   an old post removed
// Every build is a deploy build (the deploy variables set, with made-up addresses), as the CDN
// runs it. For each: wall time and its ratio to the cold build, CPU time (less swayed than wall
// time by a shared machine's load), Gatsby's step timings, the pages Gatsby
// rendered (--log-pages), and the files of public/ changed, added or removed, against the files
// the change should touch. After the cold build: how many posts a visitor reaches from /blog/
// within 3 clicks by the built HTML's links. Results go to bench-results/publish.json.
//
//   npm run bench:publish
//   BENCH_POSTS=100 BENCH_STEPS=edit,again npm run bench:publish
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { diffSnapshots, fileKind, snapshotFiles } from "./built-site/public-diff.ts";
import { expectedChanges } from "./bench/publish-expectations.ts";
import type { BlogChange } from "./bench/publish-expectations.ts";
import {
  copySite,
  deployBuildEnv,
  loggedPages,
  stepTimes,
  syntheticDocuments,
  syntheticPost,
  timedBuild,
  writeExport,
} from "./bench/synthetic-blog.ts";
import type { ExportDocument, ExportPost } from "./bench/synthetic-blog.ts";
import { postReach } from "./built-site/site-links.ts";
import type { SnapshotDiff } from "./built-site/public-diff.ts";

const root = resolve(import.meta.dirname, "..");
const postCount = Number(process.env.BENCH_POSTS ?? 5000);
const stepNames = (process.env.BENCH_STEPS ?? "edit,again,add,delete").split(",");
const keep = process.env.BENCH_KEEP === "1";

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
const slugOf = (post: ExportPost): string => post.slug.current;
const posts = (documents: ExportDocument[]): ExportPost[] =>
  documents
    .filter((doc): doc is ExportPost => doc._type === "post")
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
/** The archive month a post is listed under (UTC, as the site shows dates). */
const monthOf = (post: ExportPost): string => post.publishedAt.slice(0, 7);
/** The slugs of the posts just newer and older than the post with this id, in date order. */
function neighbourSlugs(documents: ExportDocument[], id: string): string[] {
  const ordered = posts(documents);
  const index = ordered.findIndex((doc) => doc._id === id);
  return [ordered[index - 1], ordered[index + 1]].filter((post) => post !== undefined).map(slugOf);
}

/** Each step: what it does to the export's documents, and which post it touches (its month and neighbours). */
const steps: Record<string, (documents: ExportDocument[]) => BlogChange> = {
  edit: (documents) => {
    const post = posts(documents).find((doc) => doc._id === "synthetic-0");
    if (!post) throw new Error("the synthetic export has no post synthetic-0");
    post.title = `${post.title} (edited)`;
    post._rev = `${post._rev}-edited`;
    return {
      change: "edit",
      slug: slugOf(post),
      month: monthOf(post),
      neighbours: neighbourSlugs(documents, post._id),
    };
  },
  again: () => ({ change: "none" }),
  add: (documents) => {
    const post: ExportPost = {
      ...syntheticPost(-1),
      _id: "synthetic-new",
      slug: { _type: "slug", current: "synthetic-post-new" },
    };
    documents.push(post);
    return { change: "add", slug: slugOf(post), month: monthOf(post), neighbours: neighbourSlugs(documents, post._id) };
  },
  delete: (documents) => {
    const id = `synthetic-${postCount - 1}`;
    const index = documents.findIndex((doc) => doc._id === id);
    const neighbours = neighbourSlugs(documents, id);
    const [post] = documents.splice(index, 1);
    if (post?._type !== "post") throw new Error(`the synthetic export has no post ${id}`);
    return { change: "delete", slug: slugOf(post), month: monthOf(post), neighbours };
  },
};

function printDiff(diff: SnapshotDiff): void {
  for (const label of ["changed", "added", "removed"] as const) {
    const paths = diff[label];
    const kinds: Record<string, number> = {};
    for (const path of paths) kinds[fileKind(path)] = (kinds[fileKind(path)] ?? 0) + 1;
    const summary =
      Object.entries(kinds)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(", ") || "none";
    console.log(
      `    ${label}: ${paths.length} (${summary})${paths.length ? `: ${paths.slice(0, 12).join(" ")}${paths.length > 12 ? " …" : ""}` : ""}`,
    );
  }
}

const work = mkdtempSync(join(tmpdir(), "publish-bench-"));
const siteDir = join(work, "site");
const publicDir = join(siteDir, "public");
/** What a warm build did, for bench-results/publish.json. */
interface StepResult extends SnapshotDiff {
  step: string;
  seconds: number;
  ratioToCold: number;
  cpuSeconds: number;
  load: string;
  steps: Record<string, number>;
  renderedPages: string[];
  deletedPages: string[];
  unexpected: string[];
  missing: string[];
  filesBesidesThePost: number;
}
const results: {
  posts: number;
  steps: StepResult[];
  cold?: { seconds: number; cpuSeconds: number; load: string; steps: Record<string, number> };
  reach?: { clicks: number; posts: number; reached: number };
} = { posts: postCount, steps: [] };
try {
  copySite(siteDir);
  const documents = syntheticDocuments(postCount);
  const exportPath = writeExport(join(work, "export"), documents);
  console.log(`▶ cold build, ${postCount} posts (load ${load()})`);
  const cold = await timedBuild(siteDir, exportPath, ["--log-pages"], deployBuildEnv);
  results.cold = {
    seconds: Number(cold.seconds.toFixed(1)),
    cpuSeconds: Number(cold.cpuSeconds.toFixed(1)),
    load: load(),
    steps: stepTimes(cold.output),
  };
  console.log(
    `  ${cold.seconds.toFixed(1)} s (CPU ${cold.cpuSeconds.toFixed(1)} s), ${loggedPages(cold.output).updated.length} pages rendered`,
  );
  const reach = postReach(publicDir, 3);
  results.reach = { clicks: 3, posts: reach.posts, reached: reach.reached };
  console.log(`  posts within 3 clicks of /blog/ by the built pages' links: ${reach.reached} of ${reach.posts}`);
  let snapshot = snapshotFiles(publicDir);

  for (const name of stepNames) {
    const step = steps[name];
    if (!step) throw new Error(`BENCH_STEPS: no step ${name} (edit, again, add, delete)`);
    const touched = step(documents);
    writeExport(join(work, "export"), documents);
    const before = load();
    console.log(`▶ warm build: ${name} ${touched.slug ?? ""} (load ${before})`);
    const filesBesidesItsOwn = (diff: SnapshotDiff): number =>
      [...diff.changed, ...diff.added, ...diff.removed].filter(
        (path) => !touched.slug || !path.includes(`blog/${touched.slug}/`),
      ).length;
    const warm = await timedBuild(siteDir, exportPath, ["--log-pages"], deployBuildEnv);
    const next = snapshotFiles(publicDir);
    const diff = diffSnapshots(snapshot, next);
    snapshot = next;
    const pages = loggedPages(warm.output);
    const expected = expectedChanges(touched);
    const unexpected = [...diff.changed, ...diff.added, ...diff.removed].filter((path) => !expected.allows(path));
    const missing = expected.missing([...diff.changed, ...diff.added, ...diff.removed]);
    const stepResult: StepResult = {
      step: name,
      seconds: Number(warm.seconds.toFixed(1)),
      ratioToCold: Number((warm.seconds / cold.seconds).toFixed(2)),
      cpuSeconds: Number(warm.cpuSeconds.toFixed(1)),
      load: before,
      steps: stepTimes(warm.output, 0.1),
      renderedPages: pages.updated,
      deletedPages: pages.deleted,
      ...diff,
      unexpected,
      missing,
      filesBesidesThePost: filesBesidesItsOwn(diff),
    };
    results.steps.push(stepResult);
    console.log(`  ${stepResult.seconds} s (${stepResult.ratioToCold}× cold; CPU ${stepResult.cpuSeconds} s)`);
    console.log(
      `    Gatsby steps ≥ 0.1 s: ${Object.entries(stepResult.steps)
        .map(([step, s]) => `${step} ${s}`)
        .join("; ")}`,
    );
    console.log(
      `    pages rendered: ${pages.updated.length} ${pages.updated.slice(0, 8).join(" ")}${pages.updated.length > 8 ? " …" : ""}; deleted: ${pages.deleted.join(" ") || "none"}`,
    );
    printDiff(diff);
    console.log(`    files changed besides the post's own page and page-data: ${stepResult.filesBesidesThePost}`);
    console.log(
      `    ${unexpected.length === 0 && missing.length === 0 ? "✓ only the expected files" : `✗ unexpected: ${unexpected.length} ${unexpected.slice(0, 8).join(" ")}; missing: ${missing.join(" ") || "none"}`}`,
    );
  }
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(join(root, "bench-results/publish.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\ncold ${results.cold?.seconds} s (CPU ${results.cold?.cpuSeconds} s); ` +
    results.steps
      .map(
        (step) =>
          `${step.step} ${step.seconds} s (${step.ratioToCold}×, CPU ${step.cpuSeconds} s, ${step.changed.length + step.added.length + step.removed.length} files, load ${step.load})`,
      )
      .join("; "),
);
