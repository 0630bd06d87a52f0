import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { runSanityCli, localStudioCliEnv } from "../../scripts/sanity-tools/sanity-cli.ts";
import { type LocalSanityApi, startSanityApi } from "../../local-sanity/server.ts";
import { serveStudio } from "./studio";
import { copySite, freePort, spawnGatsby, stopProcessGroup } from "./temp-site";

/**
 * What an editor works with locally: the local Sanity API, the Studio built by its own CLI
 * against it (`sanity build`, its preview pane pointing at the develop server) and served as
 * static files, and `gatsby develop` of a temporary copy of the site on the same API with a
 * token (gatsby-source-sanity's listener, drafts overlaid).
 */
export interface EditorStack {
  api: LocalSanityApi;
  studioOrigin: string;
  studioDist: string;
  previewOrigin: string;
  /** The output of `sanity schema validate` against the API. */
  schemaValidation: string;
  developOutput: () => string;
  stop: () => Promise<void>;
}

async function waitForOk(url: string, develop: ReturnType<typeof spawnGatsby>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (develop.child.exitCode != null) throw new Error(`gatsby develop exited:\n${develop.output().slice(-3000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 2000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${develop.output().slice(-3000)}`);
}

export async function startEditorStack(token: string): Promise<EditorStack> {
  const api = await startSanityApi({ port: 0, token });
  const previewOrigin = `http://127.0.0.1:${await freePort()}`;
  const studioDist = mkdtempSync(join(tmpdir(), "studio-dist-"));
  const siteDir = copySite("studio-editor-");
  const cliEnv = localStudioCliEnv(api, previewOrigin);
  const develop = spawnGatsby(siteDir, ["develop", "--host", "127.0.0.1", "--port", new URL(previewOrigin).port], {
    SANITY_PROJECT_ID: api.projectId,
    SANITY_API_HOST: api.apiHost,
    SANITY_TOKEN: token,
    NODE_ENV: "development",
  });
  let studio: Awaited<ReturnType<typeof serveStudio>> | undefined;
  const stop = async () => {
    stopProcessGroup(develop.child);
    await studio?.close();
    await api.close();
    rmSync(siteDir, { recursive: true, force: true });
    rmSync(studioDist, { recursive: true, force: true });
  };
  try {
    // The Studio builds while gatsby develop starts.
    const [, schemaValidation] = await Promise.all([
      waitForOk(`${previewOrigin}/blog`, develop, 12 * 60 * 1000),
      runSanityCli(["build", studioDist, "--yes"], cliEnv).then(() => runSanityCli(["schema", "validate"], cliEnv)),
    ]);
    studio = await serveStudio(studioDist);
    return {
      api,
      studioOrigin: studio.origin,
      studioDist,
      previewOrigin,
      schemaValidation,
      developOutput: develop.output,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
