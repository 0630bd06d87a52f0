import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

import type { GatsbyNode, Reporter } from "gatsby";

import { feedPath } from "../blog/blog-routes";
import { thirdPartySources } from "./third-party-sources";
import { builtHtmlFiles } from "./built-html-files";
import { runOnChangedPages } from "./changed-pages";
import { contentSecurityPolicy, inlineScriptHashes, policyHeaderLine } from "./content-security-policy";
import { keepFeedBuildDate } from "./feed-build-date";
import { gatsbyState } from "./gatsby-function-types";
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
 * Rewrites the pages this build wrote so their chunks load after the first frame (see
 * scripts-after-first-paint.ts); pages a warm build kept are left as they are. Resolves with
 * every page's inline-script hashes, which the security policy is computed from.
 */
async function deferScriptsToAfterFirstPaint(
  publicDir: string,
  cacheDir: string,
  reporter: Reporter,
): Promise<string[]> {
  const pass = { rewrite: loadScriptsAfterFirstPaint, scriptHashes: inlineScriptHashes };
  const result = await runOnChangedPages(
    publicDir,
    builtHtmlFiles(publicDir),
    join(cacheDir, "post-build-pages.json"),
    pass,
  );
  reporter.info(`[post-build] ${result.rewritten.length} pages rewritten, ${result.kept} kept from the last build`);
  return Object.values(result.scriptHashesByPage).flat();
}

/**
 * Adds the Content-Security-Policy, with the hashes of every page's inline scripts, to `_headers`;
 * fails the build when the line is past what Cloudflare Pages reads.
 */
async function writeSecurityHeaders(publicDir: string, scriptHashes: string[]): Promise<void> {
  const line = policyHeaderLine(contentSecurityPolicy(scriptHashes, thirdPartySources()));
  const headersPath = join(publicDir, "_headers");
  const headers = await readFile(headersPath, "utf8");
  await writeFile(headersPath, headers.replace(/^\/\*\n/m, `/*\n  ${line}\n`));
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { store, cache, reporter } = args;
  const { data } = await args.graphql<SiteUrlResult>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const { program } = gatsbyState<{ program: { directory: string } }>(store);
  const publicDir = join(program.directory, "public");
  await writeRobots(publicDir, data?.site.siteMetadata.siteUrl ?? "");
  // gatsby-source-sanity writes a Content Sync manifest per changed document for Gatsby Cloud's
  // preview, which this site does not use (and no longer exists): a new public file per publish,
  // never removed.
  await rm(join(publicDir, "__node-manifests"), { recursive: true, force: true });
  // Runs after the feed plugin's onPostBuild: the site's own node APIs come last.
  await keepFeedBuildDate(join(publicDir, feedPath), join(cache.directory, "published-feed.xml"));
  // The policy is hashed from the rewritten pages: the loader is an inline script too.
  const scriptHashes = await deferScriptsToAfterFirstPaint(publicDir, cache.directory, reporter);
  await writeSecurityHeaders(publicDir, scriptHashes);
};
