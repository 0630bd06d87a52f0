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

/** The GraphQL type `sanity graphql deploy` gives a Studio field, as the deployed API writes it. */
function deployedFieldType(field: { name: string; type: string; to?: Array<{ type: string }> }): string {
  const named: Record<string, string> = { string: "String", text: "String", url: "String", datetime: "DateTime", date: "Date", number: "Float", boolean: "Boolean", slug: "Slug", image: "Image" };
  if (field.type === "reference") return `${capitalised(field.to?.[0]?.type ?? "")} @reference`;
  if (field.type === "blockContent") return "JSON";
  return named[field.type] ?? capitalised(field.type);
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function deployedFields(typeName: string): Record<string, string> {
  const type = parse(apiSdl).definitions.find(
    (definition): definition is ObjectTypeDefinitionNode => definition.kind === "ObjectTypeDefinition" && definition.name.value === typeName,
  );
  return Object.fromEntries(
    (type?.fields ?? [])
      .filter((field) => !systemFields.includes(field.name.value))
      .map((field) => {
        const typeNode = field.type.kind === "NamedType" ? field.type.name.value : "?";
        const alias = field.directives?.find((directive) => directive.name.value === "jsonAlias");
        const aliasFor = alias?.arguments?.[0]?.value.kind === "StringValue" ? alias.arguments[0].value.value : null;
        const reference = field.directives?.some((directive) => directive.name.value === "reference") ? " @reference" : "";
        return [aliasFor ?? field.name.value, `${typeNode}${reference}`];
      }),
  );
}

describe("sanity/graphql-api.graphql, the deployed GraphQL API", () => {
  it.each([
    ["post", "Post"],
    ["author", "Author"],
  ])("types every field of %s as `sanity graphql deploy` does", (schemaName, typeName) => {
    const fields = schemaTypes.find((type) => type.name === schemaName)?.fields ?? [];
    expect(deployedFields(typeName)).toEqual(Object.fromEntries(fields.map((field) => [field.name, deployedFieldType(field)])));
  });

  it("gives the named main image its alt text beside the image fields", () => {
    expect(deployedFields("MainImage")).toEqual({ asset: "SanityImageAsset @reference", hotspot: "SanityImageHotspot", crop: "SanityImageCrop", alt: "String" });
  });

  it("is the deployed format gatsby-source-sanity reads: RootQuery, Document, the two directives", () => {
    expect(apiSdl).toMatch(/^schema \{\n {2}query: RootQuery\n\}$/m);
    expect(apiSdl).toMatch(/^directive @jsonAlias\(/m);
    expect(apiSdl).toMatch(/^directive @reference on FIELD_DEFINITION$/m);
    expect(apiSdl).toMatch(/^type Post implements Document \{$/m);
    expect(apiSdl).toMatch(/^type Author implements Document \{$/m);
  });
});
