/**
 * Editor-workflow tests: each starts `gatsby develop` in a temporary copy of the
 * site (about 40 s here) and drives it with Chromium. studio-editor.develop.ts also builds the
 * Sanity Studio (sanity/) against the local Sanity API and writes a post in it. The last step of `npm test`;
 * alone: `npm run test:develop`.
 */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
  // *.sanity.ts: the production content path, a build of a temporary copy with the real
  // gatsby-source-sanity against the local Sanity API, compared with the build in public/.
  // *.build.ts: a production build of a temporary copy with other content (300 generated posts).
  testMatch: ["<rootDir>/e2e/**/*.develop.ts", "<rootDir>/e2e/**/*.sanity.ts", "<rootDir>/e2e/**/*.build.ts"],
  testTimeout: 15 * 60 * 1000,
  // @sanity/mutator and its obug ship ES modules only; the local Sanity API (local-sanity/) imports them,
  // the preview's front @sanity/preview-url-secret.
  transformIgnorePatterns: ["node_modules/(?!(@sanity/mutator|@sanity/preview-url-secret|obug)/)"],
};
