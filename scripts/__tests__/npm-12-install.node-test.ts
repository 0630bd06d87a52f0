// The README's install on a machine whose npm is 12, which runs a dependency's install script only
// when package.json's allowScripts approves it: `npm ci` from a copy of the tracked tree with npm 12
// from the registry, then the site's build. npm 12 must say nothing about scripts (each one is
// approved or denied by name), the one approved script must have run (the project's Node 24), and
// the packages whose scripts are denied must still do their work in the build (sharp, lmdb,
// esbuild, @parcel/watcher take their binaries from optional packages).
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { after, it } from "node:test";

import { projectNode } from "../machine/supported-node.mjs";

const repoRoot = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "npm-12-install-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** npm 12 from the registry, installed once into node_modules/.cache. */
function npm12Cli(): string {
  const prefix = join(repoRoot, "node_modules/.cache/npm-12");
  const cli = join(prefix, "node_modules/npm/bin/npm-cli.js");
  if (!existsSync(cli)) {
    mkdirSync(prefix, { recursive: true });
    const args = ["install", "--prefix", prefix, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "npm@12"];
    execFileSync("npm", args, { stdio: "pipe" });
  }
  return cli;
}

/** Runs npm 12 on the project's Node in cwd; resolves with everything it printed, rejects on failure. */
function npm12(cli: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const nodeBin = dirname(process.execPath);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd,
      env: { ...process.env, ...env, PATH: `${nodeBin}${delimiter}${process.env.PATH ?? ""}` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0 ? done(output) : fail(new Error(`npm ${args.join(" ")} exited ${code}:\n${output.slice(-3000)}`)),
    );
  });
}

it("installs with npm 12 without a word about install scripts, and builds the site", { timeout: 900_000 }, async () => {
  const cli = npm12Cli();
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: repoRoot, encoding: "utf8" }).split("\0");
  for (const file of tracked.filter(Boolean)) {
    if (existsSync(join(repoRoot, file))) cpSync(join(repoRoot, file), join(dir, file), { recursive: true });
  }

  const install = await npm12(cli, ["ci", "--no-audit", "--no-fund"], dir);
  assert.doesNotMatch(install, /install[- ]scripts?|allowScripts/i, "npm 12 spoke of install scripts");
  const nodeVersion = execFileSync(join(dir, "node_modules/.bin/node"), ["--version"], { encoding: "utf8" }).trim();
  assert.equal(nodeVersion, `v${projectNode}`, "the approved script (the node package's) did not install Node");

  await npm12(cli, ["run", "build"], dir, { GATSBY_TELEMETRY_DISABLED: "1", LOCAL_BACKEND: "1", CI: "true" });
  const home = readFileSync(join(dir, "public/index.html"), "utf8");
  assert.match(home, /<h1[^>]*>/, "the built home page has no heading");
  const images = readFileSync(join(dir, "public/blog/index.html"), "utf8");
  assert.match(images, /srcSet="[^"]*\/static\/[^"]+\.(webp|avif|jpg|png) \d+w/, "sharp made no responsive images");
});
