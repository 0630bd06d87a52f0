#!/usr/bin/env node
// The cross-engine browser suite (e2e/engines) drives Debian's Firefox ESR and WebKitGTK, which
// npm cannot install. As root we install what is missing with apt, as for Chromium; otherwise
// we stop and name the packages.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

import { run } from "./machine/run.ts";

const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const webkitDriverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? "/usr/bin/WebKitWebDriver";

// The WebKit browser (e2e/support/engines/webkit-browser.py) runs on Debian's own Python.
const hasWebKitForPython = () =>
  spawnSync(
    "/usr/bin/python3",
    ["-c", "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2"],
    {
      stdio: "ignore",
    },
  ).status === 0;

/** Each package with how to tell it is there. */
const needs = [
  { packages: ["firefox-esr"], present: () => existsSync(firefoxPath) },
  { packages: ["webkit2gtk-driver"], present: () => existsSync(webkitDriverPath) },
  { packages: ["xvfb", "xauth"], present: () => existsSync("/usr/bin/xvfb-run") && existsSync("/usr/bin/xauth") },
  { packages: ["python3-gi", "gir1.2-webkit2-4.1"], present: hasWebKitForPython },
];

const missing = () => needs.filter((need) => !need.present()).flatMap((need) => need.packages);

export async function ensureEngines(): Promise<void> {
  const packages = missing();
  if (packages.length === 0) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `The Firefox and WebKit browser tests need Debian packages that are missing. Install them: sudo apt-get install ${packages.join(" ")}` +
        " (or set FIREFOX_PATH / WEBKIT_WEBDRIVER_PATH).",
    );
  }
  console.log(`Installing Debian's ${packages.join(", ")} for the Firefox and WebKit browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await run("apt-get", ["update", "-qq"], { env });
  await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], { env });
  const still = missing();
  if (still.length > 0)
    throw new Error(`apt-get installed the browser packages, but these still do not work: ${still.join(", ")}.`);
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  ensureEngines().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
