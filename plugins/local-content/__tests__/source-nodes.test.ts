import path from "node:path";

import type { NodeInput, SourceNodesArgs } from "gatsby";

import { contentFiles } from "../content-types";
import { typeDefs } from "../schema";
import { reloadContentFile, sourceNodes } from "../source-nodes";

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
  return nodes.filter((node) => node.internal.type === type);
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

describe("reloadContentFile (develop mode)", () => {
  const fs = jest.requireActual<typeof import("node:fs")>("node:fs");
  const os = jest.requireActual<typeof import("node:os")>("node:os");

  function helpers(existing: NodeInput[]) {
    const created: NodeInput[] = [];
    const deleted: NodeInput[] = [];
    const warnings: string[] = [];
    const args = {
      actions: {
        createNode: (node: NodeInput) => created.push(node),
        deleteNode: (node: NodeInput) => deleted.push(node),
      },
      getNodesByType: () => existing,
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: () => "digest",
      reporter: { warn: (message: string) => warnings.push(message), info: () => undefined },
    };
    return { args: args as unknown as Parameters<typeof reloadContentFile>[2], created, deleted, warnings };
  }

  it("replaces a file's nodes with its edited records", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "local-content-"));
    fs.writeFileSync(path.join(folder, "gif-items.json"), JSON.stringify([{ id: "new", title: "Edited GIF" }]));
    const old = { id: "id:GifItem-old", internal: { type: "GifItem", contentDigest: "x" } } as NodeInput;
    const { args, created, deleted } = helpers([old]);
    reloadContentFile(folder, "gif-items.json", args);
    expect(deleted).toEqual([old]);
    expect(created).toEqual([expect.objectContaining({ title: "Edited GIF", contentId: "new", id: "id:GifItem-new" })]);
  });

  it("keeps the old nodes while the file does not parse", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "local-content-"));
    fs.writeFileSync(path.join(folder, "gif-items.json"), "[{ half-saved");
    const { args, created, deleted, warnings } = helpers([]);
    reloadContentFile(folder, "gif-items.json", args);
    expect(deleted).toEqual([]);
    expect(created).toEqual([]);
    expect(warnings[0]).toMatch(/gif-items.json was not reloaded/);
  });
});
