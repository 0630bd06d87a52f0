// The Studio (sanity/) is a package of its own with its own lockfile: it runs on React 19, the
// site on React 18, and one hoisted copy cannot serve both (docs/decisions.md, "The Studio on
// Sanity 6, with React 19, in an install of its own").
// `npm ci` in sanity/ installs it; this runs that when sanity/node_modules is missing or was
// installed from another sanity/package-lock.json, so `npm test` and the Studio's scripts find it
// current after a fresh clone or a pull, and a site-only deploy never installs it.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { run } from "../machine/run.ts";

export const studioDir = resolve("sanity");
const lockfile = join(studioDir, "package-lock.json");
/** Written after a successful install: the hash of the lockfile it installed. */
const stamp = join(studioDir, "node_modules", ".installed-lock-sha256");

const lockHash = (): string => createHash("sha256").update(readFileSync(lockfile)).digest("hex");

/** Whether sanity/node_modules was installed from the current sanity/package-lock.json. */
export function studioInstallIsCurrent(): boolean {
  return existsSync(stamp) && readFileSync(stamp, "utf8").trim() === lockHash();
}

export async function ensureStudio(): Promise<void> {
  if (studioInstallIsCurrent()) return;
  console.log("Installing the Studio's own dependencies (npm ci in sanity/)…");
  // npm_execpath: the npm that runs this script (npm test, npm run studio); else the one on PATH.
  const npm = process.env.npm_execpath;
  const [command, args] = npm && npm.endsWith(".js") ? [process.execPath, [npm]] : ["npm", []];
  // In sanity/ itself: `--prefix` does not find its lockfile from the root.
  await run(command, [...args, "ci", "--no-audit", "--no-fund"], { cwd: studioDir, env: process.env });
  writeFileSync(stamp, `${lockHash()}\n`);
}
