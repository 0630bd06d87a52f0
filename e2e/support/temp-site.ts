import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { siteFiles } from "../../scripts/test-support/site-files.ts";

const root = resolve(".");

/** A copy of the site in a temporary folder, so its .cache/, public/ and generated types leave the working tree alone. */
export function copySite(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const file of siteFiles) cpSync(join(root, file), join(dir, file), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

export { freePort } from "../../server-hardening/free-port.ts";

/**
 * Runs the gatsby CLI in dir (its own process group, so it can be stopped with its workers); output
 * is collected. On the project's Node unless `node` names another binary (Gatsby's workers follow it).
 */
export function spawnGatsby(
  dir: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  node?: string,
): { child: ChildProcess; output: () => string } {
  let output = "";
  const gatsby = join(root, "node_modules/.bin/gatsby");
  const [command, commandArgs] = node ? [node, [gatsby, ...args]] : [gatsby, args];
  const child = spawn(command, commandArgs, {
    cwd: dir,
    detached: true,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((done) =>
    child.exitCode !== null ? done(child.exitCode) : child.once("exit", (code) => done(code)),
  );
}

export function stopProcessGroup(child: ChildProcess | undefined): void {
  if (child?.pid && child.exitCode == null) process.kill(-child.pid, "SIGTERM");
}
