import { structureTool } from "sanity/structure";

import { defaultDocumentNode } from "./default-document-node";
import { postsStructure } from "./posts-structure";

/** The Structure tool: the document lists (posts with their state), each post's form with its site preview beside it. */
export const blogStructureTool = () => structureTool({ structure: postsStructure, defaultDocumentNode });
