// Cloudflare Pages as the tests' host: `wrangler pages dev` serves a built folder through Pages'
// own asset handler (the workers-shared `_headers`/`_redirects` parsers, its trailing-slash and
// 404.html rules) inside workerd. It runs without the network: no metrics, no update check (the
// banner does it), no `Request.cf` download, no error reports, and a fixed compatibility date (the
// clock may be past the newest date the pinned workerd binary knows).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { freePort } from "../../local-supabase/lib/functions.ts";

const require = createRequire(import.meta.url);

/** The newest date workerd 1.20261117 (wrangler 4.164.0) supports is 2026-11-17; a fixed date keeps runs alike. */
export const compatibilityDate = "2026-11-01";

/** Environment that keeps wrangler off the network. */
export const offlineEnv: Record<string, string> = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

/**
 * Starts `wrangler pages dev root` on a free port; resolves once it answers. `output()` is what
 * wrangler printed (its parse warnings name each `_headers` / `_redirects` line it dropped).
 */
export async function startCloudflarePages({
  root,
  timeoutMs = 90000,
}: {
  root: string;
  timeoutMs?: number;
}): Promise<{ url: string; stop: () => Promise<void>; output: () => string }> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  // Its state (.wrangler/) and logs go to a scratch folder, not the repository.
  const scratch = mkdtempSync(join(tmpdir(), "wrangler-pages-"));
  // Its package's `exports` leave the bin out: find it beside package.json.
  const wrangler = join(dirname(require.resolve("wrangler/package.json")), "bin", "wrangler.js");
  const args = [
    wrangler,
    "pages",
    "dev",
    root,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
  ];
  args.push("--compatibility-date", compatibilityDate, "--log-level", "warn", "--show-interactive-dev-session=false");
  const child = spawn(process.execPath, args, {
    cwd: scratch,
    env: { ...process.env, ...offlineEnv, WRANGLER_LOG_PATH: join(scratch, "logs"), CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    rmSync(scratch, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`wrangler pages dev exited with code ${child.exitCode}:\n${printed}`);
    }
    try {
      await fetch(`${url}/`, { redirect: "manual" });
      return { url, stop, output: () => printed };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler pages dev did not answer within ${timeoutMs / 1000} s:\n${printed}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}
