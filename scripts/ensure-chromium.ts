#!/usr/bin/env node
// Browser tests drive Debian's chromium (npm cannot install it). As root we install it
// with apt; otherwise we stop and say what to install.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { chromiumPath } from "./machine/chromium.ts";
import { run } from "./machine/run.ts";

export async function ensureChromium(): Promise<void> {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await run("apt-get", ["update", "-qq"], { env });
  await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { env });
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  ensureChromium().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
