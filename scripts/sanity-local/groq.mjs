// The GROQ this local API understands: exactly the queries gatsby-source-sanity sends on a warm
// cache (the id list, paged by _id, and the documents changed since the last build). Anything
// else is answered with Sanity's own 400 shape, so a caller that needs more fails loudly.
const notSystem = String.raw`!\(_type match "system\.\*\*"\)`;
const idPage = new RegExp(String.raw`^\*\[${notSystem}( && _id > \$prevId)?\]\|order\(_id asc\)\[0\.\.\.\$batchSize\]\._id$`);
const changedSince = new RegExp(String.raw`^\*\[${notSystem} && _updatedAt > \$timestamp\]$`);

export class QueryError extends Error {}

const isSystem = (doc) => doc._type.startsWith("system.");

/** Runs a supported query over the visible documents with its $params; throws QueryError otherwise. */
export function runQuery(query, params, documents) {
  const text = query.replace(/\s+/g, " ").trim();
  const page = idPage.exec(text);
  if (page) {
    const batchSize = Number(params.batchSize);
    if (!Number.isInteger(batchSize) || batchSize < 0) throw new QueryError("param $batchSize must be a non-negative integer");
    if (page[1] && typeof params.prevId !== "string") throw new QueryError("param $prevId must be a string");
    return documents
      .filter((doc) => !isSystem(doc) && (!page[1] || doc._id > params.prevId))
      .map((doc) => doc._id)
      .sort()
      .slice(0, batchSize);
  }
  if (changedSince.test(text)) {
    const since = Date.parse(String(params.timestamp));
    if (!Number.isFinite(since)) throw new QueryError("param $timestamp must be a date-time");
    return documents.filter((doc) => !isSystem(doc) && Date.parse(doc._updatedAt ?? "") > since);
  }
  throw new QueryError(`This local API answers only gatsby-source-sanity's queries; not supported: ${text.slice(0, 200)}`);
}

/** `?query=…&$prevId="abc"`: GROQ parameters travel JSON-encoded, named with a leading $. */
export function queryParams(searchParams) {
  const params = {};
  for (const [name, value] of searchParams) {
    if (!name.startsWith("$")) continue;
    try {
      params[name.slice(1)] = JSON.parse(value);
    } catch {
      throw new QueryError(`param ${name} is not valid JSON`);
    }
  }
  return params;
}
