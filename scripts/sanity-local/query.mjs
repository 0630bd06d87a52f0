// GROQ through groq-js, Sanity's own implementation, over the documents a request may read.
// Errors come back as the API words them: { type: "queryParseError", description, start, end, query }.
import { evaluate, parse } from "groq-js";

export class QueryError extends Error {
  constructor(description, { query, start, end } = {}) {
    super(description);
    this.body = { error: { description, ...(start === undefined ? {} : { start, end }), ...(query === undefined ? {} : { query }), type: "queryParseError" } };
  }
}

/** The longest query text accepted (the API's own GET limit is about 11 kB; POST bodies allow more). */
export const maxQueryLength = 256 * 1024;

/** `?query=…&$prevId="abc"`: GROQ parameters travel JSON-encoded, named with a leading $. */
export function queryParams(searchParams) {
  const params = {};
  for (const [name, value] of searchParams) {
    if (!name.startsWith("$")) continue;
    try {
      params[name.slice(1)] = JSON.parse(value);
    } catch {
      throw new QueryError(`Unable to parse value of "${name}=${value.slice(0, 100)}". Please quote string values.`);
    }
  }
  return params;
}

/** Every $name a parsed query refers to (groq-js evaluates a missing one as null; the API refuses). */
function referencedParams(node, names = new Set()) {
  if (Array.isArray(node)) node.forEach((child) => referencedParams(child, names));
  else if (node && typeof node === "object") {
    if (node.type === "Parameter" && typeof node.name === "string") names.add(node.name);
    for (const child of Object.values(node)) if (child && typeof child === "object") referencedParams(child, names);
  }
  return names;
}

/** Parses a query, or throws QueryError with the position as the API reports it. */
export function parseQuery(query, params = {}) {
  if (typeof query !== "string" || query.trim() === "") throw new QueryError("The query is empty", { query: typeof query === "string" ? query : "" });
  if (query.length > maxQueryLength) throw new QueryError(`The query is longer than ${maxQueryLength} characters`);
  let tree;
  try {
    tree = parse(query, { params });
  } catch (error) {
    const start = typeof error?.position === "number" ? error.position : 0;
    throw new QueryError(error instanceof Error ? error.message : String(error), { query, start, end: Math.min(start + 1, query.length) });
  }
  for (const name of referencedParams(tree)) {
    if (!Object.hasOwn(params, name)) throw new QueryError(`param $${name} referenced, but not provided`, { query });
  }
  return tree;
}

/**
 * Runs a query over documents (an array, the dataset as this request sees it).
 * identity: the user id the API puts behind GROQ's identity().
 */
export async function runQuery(query, { params = {}, documents, identity, projectId, dataset }) {
  const tree = parseQuery(query, params);
  try {
    const value = await evaluate(tree, { dataset: documents, params, identity, timestamp: new Date(), sanity: { projectId, dataset } });
    return await value.get();
  } catch (error) {
    throw new QueryError(error instanceof Error ? error.message : String(error), { query });
  }
}

/** Whether a listener's filter (a query such as `*[_type == "post"]`) selects this document. */
export async function matchesFilter(tree, doc, { params, identity }) {
  if (!doc) return false;
  const value = await evaluate(tree, { dataset: [doc], params, identity });
  const result = await value.get();
  return Array.isArray(result) ? result.length > 0 : Boolean(result);
}
