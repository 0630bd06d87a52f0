// The GraphQL result types Gatsby generates on every build (graphqlTypegen in gatsby-config.ts).
// They are committed, because `tsc` runs before the build on a fresh clone; npm test reads the
// committed file before the build and fails if the build generated something else.
import { existsSync, readFileSync } from "node:fs";

export const generatedTypesPath = "src/types/gatsby-types.d.ts";

/** The file's text, or null when it is missing. */
export function readGeneratedTypes(path = generatedTypesPath): string | null {
  return existsSync(path) ? readFileSync(path, "utf8") : null;
}

/** Why the committed types differ from the generated ones, or null when they match. */
export function staleTypesMessage(
  committed: string | null,
  generated: string | null,
  path = generatedTypesPath,
): string | null {
  if (committed === generated) return null;
  const what = committed === null ? "is missing" : "is stale (a query, fragment or schema type changed)";
  return `${path} ${what}. The build has just regenerated it: review and commit it. To refresh it alone, run \`npm run build\` (or keep \`npm run develop\` running while editing queries).`;
}
