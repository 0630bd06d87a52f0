// The local backend the browser tests run against, and the build environment that points the
// site at it. scripts/test.ts builds with e2eSiteEnv(); e2e/support/global-setup.mjs starts it.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { localAnonKey } from "../../local-supabase/lib/keys.ts";

export const e2eBackendPort = Number(process.env.E2E_BACKEND_PORT ?? 54329);
export const e2eBackendUrl = `http://127.0.0.1:${e2eBackendPort}`;

/**
 * The build environment of the browser tests' site: the test backend's addresses, and
 * LOCAL_BACKEND=1 because this build targets a local backend on purpose (the invite link and
 * SITE_URL keep their local defaults, and the generators post to this backend's send-to-sheets;
 * src/config/deploy-env.ts).
 */
export function e2eSiteEnv(): Record<string, string> {
  return {
    LOCAL_BACKEND: "1",
    GATSBY_SUPABASE_URL: e2eBackendUrl,
    GATSBY_SUPABASE_ANON_KEY: localAnonKey,
  };
}

/** Starts `node local-supabase/server.ts` on dir and port; resolves when /health answers. */
export async function spawnBackend({
  dir,
  port,
  env = {},
}: {
  dir: string;
  port: number;
  env?: NodeJS.ProcessEnv;
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["local-supabase/server.ts"], {
    env: { ...process.env, ...env, BACKEND_DIR: dir, BACKEND_PORT: String(port), BACKEND_QUIET: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The local backend exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("The local backend did not start within 60 s");
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Stops the backend that holds dir's lock and waits until it has let go of the data. */
export async function stopBackend(dir: string): Promise<void> {
  let pid: number;
  try {
    pid = (JSON.parse(readFileSync(join(dir, "backend.lock"), "utf8")) as { pid: number }).pid;
  } catch {
    return;
  }
  try {
    process.kill(pid, "SIGTERM");
  } catch {
    return;
  }
  const deadline = Date.now() + 20000;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) {
      process.kill(pid, "SIGKILL");
      return;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}
