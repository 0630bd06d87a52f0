import { structureTool } from "sanity/structure";

import { defaultDocumentNode } from "./default-document-node";

/** The Structure tool: the document lists, each post's form with its site preview beside it. */
export const blogStructureTool = () => structureTool({ defaultDocumentNode });
