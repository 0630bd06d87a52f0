// sanity/graphql-api.graphql is what `sanity graphql deploy` makes of the Studio's schemas: the
// Studio's own CLI runs (--dry-run) and the specification it sends is printed as Sanity publishes
// it. A schema edit without `npm run sanity:graphql` fails here.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { it } from "node:test";

import { captureGraphqlSpec } from "../capture.ts";
import { deployedSchemaFile, deployedSchemaText } from "../deployed-schema.ts";
import { ApiSpecError, apiSpecToSdl } from "../spec-to-sdl.ts";
import type { ApiSpec, ApiSpecType } from "../spec-to-sdl.ts";

it("sanity/graphql-api.graphql is what the Studio's CLI deploys for sanity/schemas", { timeout: 120_000 }, async () => {
  const spec = await captureGraphqlSpec();
  assert.equal(spec.generation, "gen3");
  assert.ok(
    deployedSchemaText(spec) === readFileSync(deployedSchemaFile, "utf8"),
    `${deployedSchemaFile} differs from what the schemas deploy: run \`npm run sanity:graphql\` and commit it`,
  );
});

const minimalSpec = (types: ApiSpecType[]): ApiSpec => ({
  generation: "gen3",
  interfaces: [],
  queries: [{ fieldName: "Book", type: "Book", args: [{ name: "id", type: "ID", isNullable: false }] }],
  types,
});

it("prints references, raw aliases, non-null lists and unions as Sanity's published API does", () => {
  const sdl = apiSpecToSdl(
    minimalSpec([
      {
        kind: "Type",
        name: "Book",
        fields: [
          { fieldName: "author", type: "Person", isReference: true },
          {
            fieldName: "blurbRaw",
            kind: "List",
            children: { type: "Block" },
            type: "JSON",
            isRawAlias: true,
            originalName: "blurb",
          },
          { fieldName: "tags", kind: "List", children: { type: "String", isNullable: false }, isNullable: false },
          { fieldName: "written", type: "Datetime", description: "When it was written" },
        ],
      },
      { kind: "Union", name: "BookOrPerson", types: ["Book", "Person"] },
    ]),
  );
  assert.match(sdl, /^ {2}author: Person @reference$/m);
  assert.match(sdl, /^ {2}blurbRaw: JSON @jsonAlias\(for: "blurb"\)$/m);
  assert.match(sdl, /^ {2}tags: \[String!\]!$/m);
  assert.match(sdl, /^ {2}"""When it was written"""\n {2}written: DateTime$/m);
  assert.match(sdl, /^union BookOrPerson = Book \| Person$/m);
  // Types sorted by name as Sanity sorts them (locale order); the schema and directives first.
  assert.ok(
    sdl.indexOf("type Book ") < sdl.indexOf("union BookOrPerson") &&
      sdl.indexOf("union BookOrPerson") < sdl.indexOf("scalar Date"),
  );
  assert.ok(sdl.startsWith("schema {\n  query: RootQuery\n}"));
});

it("refuses a specification it does not know how to print rather than guessing", () => {
  assert.throws(() => apiSpecToSdl(minimalSpec([{ kind: "Mystery", name: "X" }])), ApiSpecError);
  assert.throws(() => apiSpecToSdl({ ...minimalSpec([]), generation: "gen2" }), ApiSpecError);
});
