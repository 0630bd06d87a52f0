import path from "node:path";

import type { NodeInput, SourceNodesArgs } from "gatsby";

import { contentFiles } from "../content-types";
import { typeDefs } from "../schema";
import { sourceNodes } from "../source-nodes";

const contentPath = path.join(__dirname, "../../../content/site");

function runSourceNodes(folder: string): { nodes: NodeInput[]; warnings: string[] } {
  const nodes: NodeInput[] = [];
  const warnings: string[] = [];
  const args = {
    actions: { createNode: (node: NodeInput) => nodes.push(node) },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: (data: unknown) => JSON.stringify(data).length.toString(),
    reporter: { warn: (message: string) => warnings.push(message) },
  } as unknown as SourceNodesArgs;
  void sourceNodes?.(args, { path: folder, plugins: [] }, () => undefined);
  return { nodes, warnings };
}

function ofType(nodes: NodeInput[], type: string): Array<Record<string, unknown>> {
  return nodes.filter((node) => node.internal.type === type) as Array<Record<string, unknown>>;
}

describe("local-content sourceNodes", () => {
  const { nodes, warnings } = runSourceNodes(contentPath);

  it("creates nodes of every declared content type from the site's content folder", () => {
    expect(warnings).toEqual([]);
    for (const type of Object.values(contentFiles)) {
      expect(typeDefs).toContain(`type ${type} implements Node @dontInfer`);
      expect(ofType(nodes, type).length).toBeGreaterThan(0);
    }
  });

  it("keeps the spec's field names and the editor's order", () => {
    const tiles = ofType(nodes, "CaseStudyTile");
    expect(tiles).toHaveLength(4);
    expect(tiles[0]).toMatchObject({ contentId: "ledgerly", title: "Ledgerly", hasVideo: true, order: 0 });
    expect(Object.keys(tiles[0] ?? {})).toEqual(expect.arrayContaining(["subtitle", "result", "metric"]));
    const shorts = ofType(nodes, "ShortVideoSample").map((node) => [node.title, node.duration]);
    expect(shorts).toEqual([
      ["Quick Feature Highlight", "0:30"],
      ["Problem-Solution Story", "0:45"],
      ["Customer Success Story", "0:35"],
    ]);
    const positions = ofType(nodes, "CareerPosition").map((node) => [node.title, node.type, node.location]);
    expect(positions).toEqual([
      ["Video Editor", "Full-time", "Remote"],
      ["Content Strategist", "Part-time", "Remote"],
    ]);
  });

  it("gives each node a unique id and a content digest", () => {
    const ids = nodes.map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(nodes.every((node) => typeof node.internal.contentDigest === "string")).toBe(true);
  });

  it("has one FAQ set per page in the page's language", () => {
    const sets = ofType(nodes, "FaqSet").map((node) => [node.page, node.lang]);
    expect(sets).toEqual([
      ["home", "pt-BR"],
      ["about", "en"],
      ["pricing", "pt-BR"],
    ]);
  });

  it("warns and carries on when a content file is missing", () => {
    const empty = runSourceNodes(path.join(__dirname, "fixtures-empty"));
    expect(empty.nodes).toEqual([]);
    expect(empty.warnings).toHaveLength(Object.keys(contentFiles).length);
  });
});
