import type { GatsbyConfig } from "gatsby";

import { blogFeedPlugin, blogPlugin, isGatsbyDevelop } from "./plugins/blog/config";
import { blogArchivePageSize, blogListSize, feedPath, postNotFoundPath } from "./src/blog/blog-routes";
import { blogSourcePlugins } from "./src/blog/blog-source-plugins";
import { applySiteEnv, isLocalBuild } from "./src/config/deploy-env";
import { routePaths } from "./src/config/route-paths";
import { staticFilesAdapter } from "./src/config/static-files-adapter";
import { siteName } from "./src/config/site";

// A deploy build (`npm run build`) without its backend, invite link and site address stops here,
// naming each; local builds get the local backend's values (src/config/deploy-env.ts).
const command = process.env.gatsby_executing_command;
const siteUrl = applySiteEnv(process.env, command).SITE_URL;

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteName,
    siteUrl,
  },
  // Query and fragment result types, generated from the schema by `gatsby develop` and local
  // builds and committed (tsc runs before the build); npm test fails when the committed file is
  // stale. A deploy build has no use for them (0.5–2 s of every publish's build here).
  graphqlTypegen: {
    typesOutputPath: "src/types/gatsby-types.d.ts",
    generateOnBuild: isLocalBuild(process.env, command),
  },
  // Canonical URLs end in a slash: Gatsby writes every page as folder/index.html, and Cloudflare
  // Pages, Netlify and most static hosts answer a folder's URL without the slash with a redirect
  // to it (docs/deploy.md, "Trailing slashes").
  trailingSlash: "always",
  // public/ is the whole deploy; keeps Gatsby from installing its Netlify adapter when NETLIFY is set.
  adapter: staticFilesAdapter,
  // JSX compiles as tsconfig.json and Jest's transform (jest-preprocess.js) say: the automatic runtime
  // from Emotion, so the build, the type check and the tests agree on what a file needs in scope.
  // (The classic default needed React in scope for every <>…</>, which nothing else checked.)
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    {
      // Gatsby's own page creator for src/pages, told that a folder starting with "_" holds a
      // page's own modules (the home page's sections sit beside it in src/pages/_home).
      resolve: "gatsby-plugin-page-creator",
      options: { path: `${__dirname}/src/pages`, ignore: ["**/_*/**"] },
    },
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      // Local plugin: the JSON content files in content/site as typed nodes.
      resolve: "local-content",
      options: { path: `${__dirname}/content/site` },
    },
    ...blogSourcePlugins(process.env, { rootDir: __dirname, preview: isGatsbyDevelop() }),
    // Local plugin: the BlogPost interface, publication rules, blog pages; sources plug into it.
    // sitePaths: the pages a post's body may link to, written with their trailing slash.
    blogPlugin({
      templates: {
        list: `${__dirname}/src/templates/blog-list.tsx`,
        post: `${__dirname}/src/templates/blog-post.tsx`,
        postNotFound: `${__dirname}/src/templates/blog-post-not-found.tsx`,
        archiveIndex: `${__dirname}/src/templates/blog-archive-index.tsx`,
        archiveMonth: `${__dirname}/src/templates/blog-archive-month.tsx`,
      },
      listSize: blogListSize,
      archivePageSize: blogArchivePageSize,
      postNotFoundPath,
      sitePaths: Object.values(routePaths),
    }),
    blogFeedPlugin(feedPath),
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404", "/404/", "/404.html", "/dev-404-page", "/dev-404-page/", postNotFoundPath],
      },
    },
  ],
};

export default config;
