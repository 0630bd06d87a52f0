import type { IAdapter } from "gatsby";

/**
 * The site's Gatsby adapter: it changes nothing, so `public/` is the deploy on every host.
 * Gatsby 5.12+ installs and runs gatsby-adapter-netlify by itself when `NETLIFY` is set and no
 * adapter is configured (5.16 refuses `adapter: false`). That adapter would append Gatsby's own
 * headers after `_headers` (`x-frame-options: DENY`, `referrer-policy: same-origin`, its cache
 * rules), add rewrites and move files, so Netlify would serve another site than Cloudflare Pages
 * and our server do. The site has no server-rendered pages or functions for it to deploy, and
 * its headers and not-found rules are shipped as files every host reads (docs/deploy.md).
 */
export const staticFilesAdapter: IAdapter = {
  name: "static-files",
  adapt() {
    // public/ is deployed as built: _headers, netlify.toml's rule and the nested 404 pages.
  },
};
