import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

export interface RunningHost {
  url: string;
  /** What the host's own parsers refused of _headers, _redirects and netlify.toml. */
  warnings: string[];
  stop: () => Promise<void>;
}

/** Serves public/ as Cloudflare Pages or Netlify in a child process (scripts/serve-as-host.ts). */
export async function startHost(host: "cloudflare" | "netlify", timeoutMs = 120000): Promise<RunningHost> {
  const child: ChildProcess = spawn(process.execPath, ["scripts/serve-as-host.ts", host], {
    env: { ...process.env, EXIT_WITH_PARENT: "1" },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10000))]);
  };
  const firstLine = new Promise<string>((done, fail) => {
    createInterface({ input: child.stdout! }).once("line", done);
    child.once("exit", (code) => fail(new Error(`serve-as-host ${host} exited with code ${code}`)));
    setTimeout(
      () => fail(new Error(`serve-as-host ${host} did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    ).unref();
  });
  try {
    const { url, warnings } = JSON.parse(await firstLine) as { url: string; warnings: string[] };
    return { url, warnings, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
