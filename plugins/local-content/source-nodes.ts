import fs from "node:fs";
import path from "node:path";

import type { GatsbyNode, NodeInput, SourceNodesArgs } from "gatsby";

import { type ContentFileName, contentFiles } from "./content-types";

export interface LocalContentOptions {
  /** Folder holding the JSON files named in content-types.ts. */
  path: string;
}

type ContentRecord = Record<string, unknown>;

function readRecords(file: string): ContentRecord[] {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!Array.isArray(parsed)) throw new Error(`${file} must hold a JSON array of records`);
  return parsed as ContentRecord[];
}

/** Builds the nodes of one content file; exported for the develop-mode watcher and tests. */
export function nodesFromFile(
  fileName: ContentFileName,
  records: ContentRecord[],
  helpers: Pick<SourceNodesArgs, "createNodeId" | "createContentDigest">,
): NodeInput[] {
  const type = contentFiles[fileName];
  return records.map((record, index) => {
    const { id, ...fields } = record;
    const contentId = typeof id === "string" ? id : String(index);
    const data = { contentId, order: index, ...fields };
    return {
      ...data,
      id: helpers.createNodeId(`${type}-${contentId}`),
      parent: null,
      children: [],
      internal: { type, contentDigest: helpers.createContentDigest(data) },
    };
  });
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args, options) => {
  const folder = (options as unknown as LocalContentOptions).path;
  const present = new Set(fs.readdirSync(folder));
  for (const fileName of Object.keys(contentFiles) as ContentFileName[]) {
    if (!present.has(fileName)) {
      args.reporter.warn(`local-content: ${fileName} is missing in ${folder}; no ${contentFiles[fileName]} nodes`);
      continue;
    }
    for (const node of nodesFromFile(fileName, readRecords(path.join(folder, fileName)), args)) {
      args.actions.createNode(node);
    }
  }
};
