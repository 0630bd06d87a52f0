/**
 * @jest-environment node
 *
 * The bundled-export plugin must create what gatsby-source-sanity creates.
 * Its types are gatsby-source-sanity's own rewrite of the deployed API; its
 * nodes are compared with gatsby-source-sanity's document-to-node conversion
 * (from node_modules).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { type DefinitionNode, Kind, parse, print } from "gatsby/graphql";
import { toGatsbyNode } from "gatsby-source-sanity/lib/util/normalize";
import { getTypeMapFromGraphQLSchema } from "gatsby-source-sanity/lib/util/remoteGraphQLSchema";

import { readSanityExport } from "../read-export";
import { sanityNodeSchema } from "../schema";
import { documentsToSource, imageAssetDocument, toSanityNode } from "../to-node";

const apiSdl = readFileSync(join(__dirname, "../../../../sanity/graphql-api.graphql"), "utf8");
const config = { projectId: "abc123", dataset: "production" };

type Shape = Record<string, { interfaces: string[]; directives: string[]; fields: Record<string, string> }>;

/** Type name → implemented interfaces, type directives and each field printed with its type and directives. */
function shapeOf(sdl: string): Shape {
  const shape: Shape = {};
  for (const definition of parse(sdl).definitions as DefinitionNode[]) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.INTERFACE_TYPE_DEFINITION) continue;
    shape[definition.name.value] = {
      interfaces: (definition.interfaces ?? []).map((iface) => iface.name.value).sort(),
      directives: (definition.directives ?? []).map((directive) => directive.name.value),
      fields: Object.fromEntries(
        (definition.fields ?? []).map((field) => [
          field.name.value,
          `${print(field.type)}${(field.directives ?? []).map((directive) => ` ${print(directive)}`).join("")}`,
        ]),
      ),
    };
  }
  return shape;
}

const warnings: string[] = [];
const nodeSchema = sanityNodeSchema(apiSdl, { warn: (message) => warnings.push(message) });
const ourShape = shapeOf(nodeSchema.typeDefs);

describe("the types the bundled-export plugin declares (gatsby-source-sanity's rewrite of sanity/graphql-api.graphql)", () => {
  it("makes posts documents and nodes that link their author by reference and keep the body raw", () => {
    expect(ourShape.SanityPost?.interfaces).toEqual(["Node", "SanityDocument"]);
    expect(ourShape.SanityPost?.directives).toEqual(["dontInfer"]);
    expect(ourShape.SanityPost?.fields.author).toBe('SanityAuthor @link(from: "author._ref")');
    expect(ourShape.SanityPost?.fields.body).toBe("[SanityBlock]");
    expect(ourShape.SanityPost?.fields._rawBody).toBe("JSON");
    expect(ourShape.SanityMainImage?.fields.alt).toBe("String");
    expect(warnings).toEqual([]);
  });

  it("keeps the unrewritten value of every non-scalar document field, as gatsby-source-sanity's nodes do", () => {
    expect(nodeSchema.rawFieldsByType.SanityPost).toEqual(["slug", "mainImage", "author", "body"]);
    expect(nodeSchema.rawFieldsByType.SanityAuthor).toEqual(["slug", "image"]);
    expect(nodeSchema.rawFieldsByType.SanityImageAsset).toEqual(["metadata", "source"]);
    expect(nodeSchema.rawFieldOwners.SanityBlock).toEqual(["children"]);
  });
});

describe("the nodes the bundled-export plugin creates", () => {
  const exportPath = resolve(__dirname, "../../../../content/blog/data.ndjson");
  const { documents, images } = readSanityExport(exportPath);
  const typeMap = getTypeMapFromGraphQLSchema(apiSdl, undefined);
  const createNodeId = (input: string) => `node-${input}`;
  const createContentDigest = (input: string | object) => `digest-${typeof input === "string" ? input.length : "obj"}`;
  const assetDocs = [...images.values()].map((image) =>
    // A CDN-style URL, which gatsby-source-sanity needs to build its placeholder URL.
    imageAssetDocument(image, {
      dataset: "production",
      size: 1,
      publicUrl: `https://cdn.sanity.io/images/abc123/production/${image.sha1}-${image.width}x${image.height}.${image.extension}`,
    }),
  );

  const pluginNode = (doc: (typeof documents)[number], overlayDrafts: boolean) =>
    toGatsbyNode(
      doc as never,
      {
        typeMap,
        createNodeId,
        createContentDigest,
        overlayDrafts,
        client: config,
      } as never,
    ) as unknown as Record<string, unknown>;

  it.each([false, true])(
    "match gatsby-source-sanity's for every post and author (overlayDrafts: %s)",
    (overlayDrafts) => {
      const docs = documents.filter((doc) => doc._type === "post" || doc._type === "author");
      expect(docs.length).toBeGreaterThanOrEqual(10);
      for (const doc of docs) {
        const ours = toSanityNode(
          doc,
          { createNodeId, createContentDigest },
          { overlayDrafts, rawFieldsByType: nodeSchema.rawFieldsByType },
        );
        expect(ours).toEqual(pluginNode(doc, overlayDrafts));
      }
    },
  );

  it("match gatsby-source-sanity's image asset nodes, except the Sanity CDN placeholder URL", () => {
    for (const doc of assetDocs) {
      const { placeholderUrl: _ours, ...ours } = toSanityNode(
        doc,
        { createNodeId, createContentDigest },
        { overlayDrafts: false, rawFieldsByType: nodeSchema.rawFieldsByType },
      );
      const { placeholderUrl: _theirs, ...theirs } = pluginNode(doc, false);
      expect(ours).toEqual(theirs);
      expect(ours.id).toBe(doc._id);
    }
  });

  it("give documents the `-` + createNodeId(_id) id and keep asset ids", () => {
    const post = documents.find((doc) => doc._type === "post" && doc.author);
    const node = toSanityNode(
      post!,
      { createNodeId, createContentDigest },
      { overlayDrafts: false, rawFieldsByType: nodeSchema.rawFieldsByType },
    );
    expect(node.id).toBe(`-node-${post!._id}`);
    expect((node.author as { _ref: string })._ref).toBe(`-node-${(post!.author as { _ref: string })._ref}`);
    expect((node.mainImage as { asset: { _ref: string } }).asset._ref).toMatch(/^image-[a-f0-9]{40}-1200x630-png$/);
    expect(node._rawDataBody).toEqual(post!.body);
    expect(node.internal.type).toBe("SanityPost");
  });

  it("leave drafts out unless they are overlaid, and then in place of the published id", () => {
    const draft = documents.find((doc) => doc._id.startsWith("drafts."));
    expect(draft).toBeDefined();
    expect(documentsToSource(documents, false)).not.toContain(draft);
    expect(documentsToSource(documents, true)).toContain(draft);
    const node = toSanityNode(
      draft!,
      { createNodeId, createContentDigest },
      { overlayDrafts: true, rawFieldsByType: nodeSchema.rawFieldsByType },
    );
    expect(node.id).toBe(`-node-${draft!._id.replace(/^drafts\./, "")}`);
  });
});
