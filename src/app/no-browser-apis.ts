// Stands in, in production bundles, for Gatsby browser modules that do nothing there
// (see src/node-apis/on-create-webpack-config.ts). A plugin module with no exports
// implements no browser API, which is what the replaced modules amount to in production.
export {};
