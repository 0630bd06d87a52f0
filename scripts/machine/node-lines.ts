// Other Node release lines for the tests that play a machine whose own Node is not the project's:
// the registry's `node-<os>-<cpu>` package of a version, installed once into node_modules/.cache.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

const cacheRoot = resolve("node_modules/.cache/node-lines");
const platformNames: Partial<Record<NodeJS.Platform, string>> = { linux: "linux", darwin: "darwin", win32: "win" };

/** The folder whose node (bin/node) is that version; null where the registry has no build for this machine. */
export function installNodeLine(version: string): string | null {
  const platform = platformNames[process.platform];
  if (!platform || process.platform === "win32") return null;
  const name = `node-${platform}-${process.arch}`;
  const prefix = join(cacheRoot, version);
  const bin = join(prefix, "node_modules", name, "bin");
  if (!existsSync(join(bin, "node"))) {
    mkdirSync(prefix, { recursive: true });
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        prefix,
        "--no-save",
        "--no-package-lock",
        "--no-audit",
        "--no-fund",
        `${name}@${version}`,
      ],
      { stdio: "pipe" },
    );
  }
  return bin;
}
