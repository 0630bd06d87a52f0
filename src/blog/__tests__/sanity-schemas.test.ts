/** @jest-environment node */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { Kind, type ObjectTypeDefinitionNode, parse } from "gatsby/graphql";

import { schemaTypes } from "../../../sanity/schemas";

const apiSdl = readFileSync(resolve(__dirname, "../../../sanity/graphql-api.graphql"), "utf8");
const systemFields = ["_id", "_type", "_createdAt", "_updatedAt", "_rev", "_key"];

/** Field names of a type of the deployed GraphQL API, `bodyRaw @jsonAlias(for: "body")` read as body. */
function apiFields(typeName: string): string[] {
  const type = parse(apiSdl).definitions.find(
    (definition): definition is ObjectTypeDefinitionNode =>
      definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === typeName,
  );
  return (type?.fields ?? [])
    .map((field) => field.name.value.replace(/Raw$/, ""))
    .filter((name) => !systemFields.includes(name));
}

const schemaType = (name: string) => schemaTypes.find((type) => type.name === name);
const fieldsOf = (name: string) => {
  const type = schemaType(name);
  return type && "fields" in type ? (type.fields ?? []).map((field) => field.name) : [];
};

describe("the Sanity Studio schemas", () => {
  it("give posts exactly the fields the site queries", () => {
    expect(fieldsOf("post")).toEqual(["title", "slug", "publishedAt", "excerpt", "mainImage", "author", "body"]);
  });

  it("give authors a name, a slug and an optional image, and the main image its alt text", () => {
    expect(fieldsOf("author")).toEqual(["name", "slug", "image"]);
    expect(fieldsOf("mainImage")).toEqual(["alt"]);
  });

  it("let the body hold text, pictures (this Studio's and Sanity's standard image, with alt and caption) and videos", () => {
    const body = schemaType("blockContent");
    const members = body && "of" in body ? (body.of as Array<{ type: string }>) : [];
    expect(members.map((member) => member.type)).toEqual(["block", "bodyImage", "image", "videoEmbed"]);
    const standard = members[2] as { fields?: Array<{ name: string }>; options?: unknown };
    expect(standard.fields?.map((field) => field.name)).toEqual(["alt", "caption"]);
    expect(standard.options).toEqual({ hotspot: true });
    expect(fieldsOf("bodyImage")).toEqual(["alt", "decorative", "caption"]);
    expect(schemaType("bodyImage")).toMatchObject({ type: "image", options: { hotspot: true } });
    expect(fieldsOf("videoEmbed")).toEqual(["url", "caption"]);
  });

  it("link a post's author by reference", () => {
    const post = schemaType("post");
    const authorField = post && "fields" in post ? post.fields?.find((field) => field.name === "author") : undefined;
    expect(authorField).toMatchObject({ type: "reference", to: [{ type: "author" }] });
  });

  it("are what sanity/graphql-api.graphql was generated from (`npm run sanity:graphql`)", () => {
    expect(apiFields("Post")).toEqual(fieldsOf("post"));
    expect(apiFields("Author")).toEqual(fieldsOf("author"));
    // The Studio adds the media-library reference to every image type.
    expect(apiFields("MainImage")).toEqual(["asset", "media", "hotspot", "crop", ...fieldsOf("mainImage")]);
    expect(apiFields("BodyImage")).toEqual(["asset", "media", "hotspot", "crop", ...fieldsOf("bodyImage")]);
    expect(apiFields("VideoEmbed")).toEqual(fieldsOf("videoEmbed"));
  });
});
