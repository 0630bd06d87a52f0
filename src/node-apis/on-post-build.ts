import { writeFile } from "node:fs/promises";
import { join } from "node:path";

import type { GatsbyNode } from "gatsby";

interface SiteUrlResult {
  site: { siteMetadata: { siteUrl: string } };
}

/** robots.txt points crawlers at the sitemap on the configured SITE_URL. */
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
  const siteUrl = data?.site.siteMetadata.siteUrl ?? "";
  const { program } = store.getState() as { program: { directory: string } };
  const robots = ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");
  await writeFile(join(program.directory, "public", "robots.txt"), robots);
};
