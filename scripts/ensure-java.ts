#!/usr/bin/env node
// The W3C Nu validator (vnu-jar, an npm package) needs a Java runtime, which npm cannot
// install. As root we install Debian's default-jre-headless with apt, like Chromium;
// otherwise we stop and say what to install.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

import { run } from "./machine/run.ts";

const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

export async function ensureJava(): Promise<void> {
  if (hasJava()) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      "Java not found; the HTML validator needs it. Install it (Debian: sudo apt-get install default-jre-headless).",
    );
  }
  console.log("Installing Debian's default-jre-headless for the HTML validator…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await run("apt-get", ["update", "-qq"], { env });
  await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "default-jre-headless"], { env });
  if (!hasJava()) throw new Error("default-jre-headless was installed but `java -version` still fails.");
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  ensureJava().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
