import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { runSanityCli, localStudioCliEnv } from "../../scripts/sanity-tools/sanity-cli.ts";
import { type LocalSanityApi, startSanityApi } from "../../local-sanity/server.ts";
import { serveStudio } from "./studio";
import { copySite, freePort, stopProcessGroup } from "./temp-site";

/**
 * What a team runs, on one machine: the local Sanity API, the Studio built by its own CLI against it
 * (its Presentation tool pointed at the preview) and served as static files, and `npm run preview`
 * (preview-service/cli.ts: the front, gatsby develop behind it) of a temporary copy of the site.
 */
export interface PreviewStack {
  api: LocalSanityApi;
  studioOrigin: string;
  previewOrigin: string;
  previewSecret: string;
  previewOutput: () => string;
  stop: () => Promise<void>;
}

async function waitForPreview(
  origin: string,
  secret: string,
  preview: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (preview.exitCode != null) throw new Error(`npm run preview exited:\n${output().slice(-3000)}`);
    try {
      // The team's link (its cookie), then the page: a 200 once gatsby develop serves it.
      const entrance = await fetch(`${origin}/blog?preview-secret=${encodeURIComponent(secret)}`, {
        redirect: "manual",
      });
      const cookie = (entrance.headers.get("set-cookie") ?? "").split(";")[0]!;
      if ((await fetch(`${origin}/page-data/blog/page-data.json`, { headers: { cookie } })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 2000));
  }
  throw new Error(`the preview did not answer within ${timeoutMs} ms:\n${output().slice(-3000)}`);
}

export async function startPreviewStack(token: string): Promise<PreviewStack> {
  const api = await startSanityApi({ port: 0, token });
  const previewSecret = `stack-${Date.now().toString(36)}-a-secret-nobody-guesses-0123456789`;
  const previewOrigin = `http://127.0.0.1:${await freePort()}`;
  const studioDist = mkdtempSync(join(tmpdir(), "presentation-studio-"));
  const siteDir = copySite("preview-stack-");
  let output = "";
  const preview = spawn(process.execPath, [resolve("preview-service/cli.ts")], {
    cwd: siteDir,
    detached: true,
    env: {
      ...process.env,
      CI: "true",
      PORT: new URL(previewOrigin).port,
      PREVIEW_SECRET: previewSecret,
      SANITY_PROJECT_ID: api.projectId,
      SANITY_API_HOST: api.apiHost,
      SANITY_TOKEN: token,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  preview.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  preview.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let studio: Awaited<ReturnType<typeof serveStudio>> | undefined;
  const stop = async () => {
    stopProcessGroup(preview);
    await studio?.close();
    await api.close();
    rmSync(siteDir, { recursive: true, force: true });
    rmSync(studioDist, { recursive: true, force: true });
  };
  try {
    const cliEnv = localStudioCliEnv(api, previewOrigin);
    // The Studio builds while gatsby develop starts.
    await Promise.all([
      waitForPreview(previewOrigin, previewSecret, preview, () => output, 12 * 60 * 1000),
      runSanityCli(["build", studioDist, "--yes"], cliEnv),
    ]);
    studio = await serveStudio(studioDist);
    return { api, studioOrigin: studio.origin, previewOrigin, previewSecret, previewOutput: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
