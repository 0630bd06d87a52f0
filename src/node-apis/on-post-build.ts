import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import type { GatsbyNode } from "gatsby";

import { thirdPartySources } from "./third-party-sources";
import { builtHtmlFiles } from "./built-html-files";
import { contentSecurityPolicy, inlineScriptHashes, policyHeaderLine } from "./content-security-policy";
import { loadScriptsAfterFirstPaint } from "./scripts-after-first-paint";

interface SiteUrlResult {
  site: { siteMetadata: { siteUrl: string } };
}

/** robots.txt pointing at the sitemap on SITE_URL. */
async function writeRobots(publicDir: string, siteUrl: string): Promise<void> {
  const robots = ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");
  await writeFile(join(publicDir, "robots.txt"), robots);
}

/**
 * Rewrites every page so its chunks load after the first frame (see scripts-after-first-paint.ts);
 * resolves with the pages' final HTML, which the security policy is computed from.
 */
async function deferScriptsToAfterFirstPaint(publicDir: string): Promise<string[]> {
  return Promise.all(
    builtHtmlFiles(publicDir).map(async (file) => {
      const html = await readFile(file, "utf8");
      const rewritten = loadScriptsAfterFirstPaint(html);
      if (rewritten !== html) await writeFile(file, rewritten);
      return rewritten;
    }),
  );
}

/**
 * Adds the Content-Security-Policy, with the hashes of every page's inline scripts, to `_headers`;
 * fails the build when the line is past what Cloudflare Pages reads.
 */
async function writeSecurityHeaders(publicDir: string, pages: string[]): Promise<void> {
  const line = policyHeaderLine(contentSecurityPolicy(pages.flatMap(inlineScriptHashes), thirdPartySources()));
  const headersPath = join(publicDir, "_headers");
  const headers = await readFile(headersPath, "utf8");
  await writeFile(headersPath, headers.replace(/^\/\*\n/m, `/*\n  ${line}\n`));
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store }) => {
  const { data } = await graphql<SiteUrlResult>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = join(program.directory, "public");
  await writeRobots(publicDir, data?.site.siteMetadata.siteUrl ?? "");
  // The policy is hashed from the rewritten pages: the loader is an inline script too.
  const pages = await deferScriptsToAfterFirstPaint(publicDir);
  await writeSecurityHeaders(publicDir, pages);
};
