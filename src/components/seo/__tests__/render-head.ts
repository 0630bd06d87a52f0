import type * as React from "react";
import { renderToString } from "react-dom/server.node";

/**
 * A Head's elements as a crawler reads them: rendered to HTML on the server, as the build renders
 * each page's Head, then parsed (an <html lang> lands on the document's root element).
 */
export function renderHead(element: React.ReactElement): Document {
  return new DOMParser().parseFromString(renderToString(element), "text/html");
}

export function metaContent(doc: Document, selector: string): string | null {
  return doc.querySelector(selector)?.getAttribute("content") ?? null;
}
