/**
 * Unit and component tests (jsdom). Gatsby's documented setup, minus the
 * gatsby-page-utils moduleNameMapper entry, which breaks with Gatsby 5.16.
 */
module.exports = {
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
    // The Studio's schemas import defineType/defineField from `sanity`, which re-exports them from
    // @sanity/types; the whole Studio (ESM, browser-only) has no place in a unit test.
    "^sanity$": "@sanity/types",
  },
  testMatch: [
    "<rootDir>/src/**/__tests__/**/*.test.[jt]s?(x)",
    "<rootDir>/plugins/**/__tests__/**/*.test.[jt]s?(x)",
    "<rootDir>/scripts/**/__tests__/**/*.test.[jt]s?(x)",
    "<rootDir>/local-sanity/**/__tests__/**/*.test.[jt]s?(x)",
    "<rootDir>/sanity/**/__tests__/**/*.test.[jt]s?(x)",
    "<rootDir>/preview-service/**/__tests__/**/*.test.[jt]s?(x)",
  ],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|@portabletext|@sanity/types|@sanity/mutator|@sanity/preview-url-secret|obug)/)",
  ],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "", __SANITY_CLICK_TO_EDIT__: false },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
