#!/usr/bin/env node
// `npm run sanity:graphql`: regenerates sanity/graphql-api.graphql, the GraphQL API
// `sanity graphql deploy` publishes for the Studio's schemas (gatsby-source-sanity reads its
// types from it; the local Sanity API serves it). `-- --check` only reports whether it is current.
import { readFileSync, writeFileSync } from "node:fs";

import { captureGraphqlSpec } from "./capture.ts";
import { deployedSchemaFile, deployedSchemaText } from "./deployed-schema.ts";

const check = process.argv.includes("--check");
const generated = deployedSchemaText(await captureGraphqlSpec());
const current = readFileSync(deployedSchemaFile, "utf8");

if (check) {
  if (generated !== current) {
    console.error(
      `${deployedSchemaFile} differs from what the schemas deploy: run \`npm run sanity:graphql\` and commit it.`,
    );
    process.exit(1);
  }
  console.log(`${deployedSchemaFile} is what the schemas deploy.`);
} else {
  writeFileSync(deployedSchemaFile, generated);
  console.log(generated === current ? `${deployedSchemaFile} unchanged.` : `${deployedSchemaFile} rewritten.`);
}
