import { rawDataKey, safeId, unprefixId } from "./to-node";

interface NodeLookup {
  getNodeById: (input: { id: string }) => unknown;
}

/** A resolved node reads like the Sanity document: `_rawDataBody` becomes `body`. */
function remapRawFields(node: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "internal") continue;
    if (key.startsWith("_rawData")) {
      const field = key.slice(8);
      result[field.charAt(0).toLowerCase() + field.slice(1)] = value;
    } else if (!(key in result)) {
      result[key] = value;
    }
  }
  return result;
}

/** gatsby-source-sanity's resolveReferences: follows `_ref`s into the nodes they name, to maxDepth. */
export function resolveReferences(value: unknown, nodes: NodeLookup, maxDepth: number, depth = 0): unknown {
  if (Array.isArray(value)) {
    return depth <= maxDepth ? value.map((item) => resolveReferences(item, nodes, maxDepth, depth + 1)) : value;
  }
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (typeof record._ref === "string") {
    const node = nodes.getNodeById({ id: record._ref }) as Record<string, unknown> | null;
    if (!node) return null;
    return depth <= maxDepth ? resolveReferences(remapRawFields(node), nodes, maxDepth, depth + 1) : value;
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, child]) => [key, resolveReferences(child, nodes, maxDepth, depth + 1)]),
  );
}

/** Resolvers for the `_raw<Field>` fields of the given types. */
export function rawFieldResolvers(
  owners: Record<string, string[]>,
  createNodeId: (input: string) => string,
): Record<string, Record<string, { resolve: (...args: never[]) => unknown }>> {
  return Object.fromEntries(
    Object.entries(owners).map(([type, fields]) => [
      type,
      Object.fromEntries(
        fields.map((field) => [
          `_raw${field.charAt(0).toUpperCase()}${field.slice(1)}`,
          {
            resolve: (
              source: Record<string, unknown>,
              args: { resolveReferences?: { maxDepth: number } },
              context: { nodeModel: NodeLookup },
            ) => {
              const value = source[rawDataKey(field)] ?? source[field];
              if (!args.resolveReferences) return value;
              // A `_ref` is either already a node id (`-…`, assets) or a Sanity id.
              const lookup: NodeLookup = {
                getNodeById: ({ id }) =>
                  context.nodeModel.getNodeById({ id: id.startsWith("-") ? id : safeId(unprefixId(id), createNodeId) }),
              };
              return resolveReferences(value, lookup, args.resolveReferences.maxDepth);
            },
          },
        ]),
      ),
    ]),
  );
}
