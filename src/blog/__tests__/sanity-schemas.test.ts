/** @jest-environment node */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { type ObjectTypeDefinitionNode, parse } from "gatsby/graphql";

import { schemaTypes } from "../../../sanity/schemas";

const apiSdl = readFileSync(resolve(__dirname, "../../../sanity/graphql-api.graphql"), "utf8");
const systemFields = ["_id", "_type", "_createdAt", "_updatedAt", "_rev", "_key"];

/** Field names of a type of the GraphQL API the schemas deploy, `bodyRaw @jsonAlias(for: "body")` read as body. */
function apiFields(typeName: string): string[] {
  const type = parse(apiSdl).definitions.find(
    (definition): definition is ObjectTypeDefinitionNode =>
      definition.kind === "ObjectTypeDefinition" && definition.name.value === typeName,
  );
  return (type?.fields ?? [])
    .map((field) => field.name.value.replace(/Raw$/, ""))
    .filter((name) => !systemFields.includes(name));
}

const fieldsOf = (name: string) => schemaTypes.find((type) => type.name === name)?.fields?.map((field) => field.name) ?? [];

describe("the Sanity Studio schemas", () => {
  it("give posts exactly the fields the site queries", () => {
    expect(fieldsOf("post")).toEqual(["title", "slug", "publishedAt", "excerpt", "mainImage", "author", "body"]);
    expect(fieldsOf("post")).toEqual(apiFields("Post"));
  });

  it("give authors a name, a slug and an optional image", () => {
    expect(fieldsOf("author")).toEqual(apiFields("Author"));
    expect(schemaTypes.find((type) => type.name === "mainImage")?.fields?.map((field) => field.name)).toEqual(["alt"]);
  });

  it("link a post's author by reference", () => {
    const authorField = schemaTypes.find((type) => type.name === "post")?.fields?.find((field) => field.name === "author");
    expect(authorField).toMatchObject({ type: "reference", to: [{ type: "author" }] });
  });
});
