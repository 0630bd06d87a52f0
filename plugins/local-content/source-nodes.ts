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

type ReloadHelpers = Pick<
  SourceNodesArgs,
  "actions" | "getNodesByType" | "createNodeId" | "createContentDigest" | "reporter"
>;

/**
 * Replaces the nodes of one content file after an edit. A file that does not
 * parse (an editor mid-save) is reported and its old nodes are kept.
 */
export function reloadContentFile(folder: string, fileName: ContentFileName, helpers: ReloadHelpers): void {
  const type = contentFiles[fileName];
  const file = path.join(folder, fileName);
  let records: ContentRecord[] = [];
  if (fs.existsSync(file)) {
    try {
      records = readRecords(file);
    } catch (error) {
      helpers.reporter.warn(`local-content: ${fileName} was not reloaded: ${(error as Error).message}`);
      return;
    }
  }
  for (const node of helpers.getNodesByType(type)) helpers.actions.deleteNode(node);
  // Each promise is the onCreateNode runs the node starts: Gatsby reports their errors itself.
  for (const node of nodesFromFile(fileName, records, helpers)) void helpers.actions.createNode(node);
  helpers.reporter.info(`local-content: reloaded ${fileName} (${records.length} ${type})`);
}

let watching = false;

/** In `gatsby develop`, an edited content file updates its nodes, and so the open page, without a restart. */
function watchContentFolder(folder: string, helpers: ReloadHelpers): void {
  if (watching) return;
  watching = true;
  const timers = new Map<string, NodeJS.Timeout>();
  fs.watch(folder, (_event, name) => {
    if (!name || !(name in contentFiles)) return;
    clearTimeout(timers.get(name));
    timers.set(
      name,
      setTimeout(() => reloadContentFile(folder, name as ContentFileName, helpers), 100),
    );
  });
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args, options) => {
  const folder = (options as unknown as LocalContentOptions).path;
  if (process.env.gatsby_executing_command === "develop") watchContentFolder(folder, args);
  const present = new Set(fs.readdirSync(folder));
  for (const fileName of Object.keys(contentFiles) as ContentFileName[]) {
    if (!present.has(fileName)) {
      args.reporter.warn(`local-content: ${fileName} is missing in ${folder}; no ${contentFiles[fileName]} nodes`);
      continue;
    }
    for (const node of nodesFromFile(fileName, readRecords(path.join(folder, fileName)), args)) {
      // The promise is the onCreateNode runs it starts: Gatsby waits for them and reports their errors itself.
      void args.actions.createNode(node);
    }
  }
};
