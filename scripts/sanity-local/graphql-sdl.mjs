// The GraphQL SDL Sanity serves for a deployed API, from the spec `sanity graphql deploy` sends
// (gen3: { types, interfaces, queries }): object types and interfaces with @reference and
// @jsonAlias on their fields, unions, filter and sorting inputs, the RootQuery, and the DateTime,
// Date and JSON scalars, definitions sorted by name, descriptions as multi-line block strings (the
// layout of the SDL the API serves). graphql-js parses and builds the result, so it is valid SDL.
import { buildSchema } from "graphql";

/** Spec scalar names that are not GraphQL's own, and the SDL type each becomes. */
const scalarAliases = { Datetime: "DateTime", Text: "String" };

const preamble = `schema {
  query: RootQuery
}

"""
Field is a "raw" JSON alias for a different field
"""
directive @jsonAlias(
  """
  Source field name
  """
  for: String!
) on FIELD_DEFINITION

"""
Field references one or more documents
"""
directive @reference on FIELD_DEFINITION
`;

const scalars = `"""
A date string, such as 2007-12-03, compliant with the \`full-date\` format
outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for
representation of dates and times using the Gregorian calendar.
"""
scalar Date

"""
A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the
\`date-time\` format outlined in section 5.6 of the RFC 3339 profile of the ISO
8601 standard for representation of dates and times using the Gregorian calendar.
"""
scalar DateTime

"""
The \`JSON\` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf).
"""
scalar JSON
`;

const name = (value) => {
  if (typeof value !== "string" || !/^[_A-Za-z][_0-9A-Za-z]*$/.test(value)) throw new Error(`Not a GraphQL name: ${JSON.stringify(value)}`);
  return value;
};
/** A description as a block string on lines of its own. */
const description = (text, indent = "") => (typeof text === "string" && text ? `${indent}"""\n${text.replace(/"""/g, '\\"""').split("\n").map((line) => `${indent}${line}`).join("\n")}\n${indent}"""\n` : "");

/** A spec type reference: "Post", or { kind: "List", children, isNullable }. */
function typeRef(spec) {
  if (typeof spec === "string") return name(scalarAliases[spec] ?? spec);
  const inner = spec.kind === "List" ? `[${typeRef(spec.children)}]` : typeRef(spec.type);
  return spec.isNullable === false ? `${inner}!` : inner;
}

/** A field of an object type or interface (raw aliases are JSON whatever their children). */
function field(spec, { directives = true } = {}) {
  const type = spec.isRawAlias ? "JSON" : spec.kind === "List" ? `[${typeRef(spec.children)}]${spec.isNullable === false ? "!" : ""}` : typeRef(spec.isNullable === false ? { type: spec.type, isNullable: false } : spec.type);
  const applied = !directives ? "" : spec.isRawAlias ? ` @jsonAlias(for: ${JSON.stringify(spec.originalName)})` : spec.isReference ? " @reference" : "";
  return `${description(spec.description, "  ")}  ${name(spec.fieldName)}: ${type}${applied}`;
}

function definition(spec) {
  const head = description(spec.description);
  if (spec.kind === "Type" || spec.kind === "Interface") {
    const keyword = spec.kind === "Type" ? "type" : "interface";
    const interfaces = spec.interfaces?.length ? ` implements ${spec.interfaces.map(name).join(" & ")}` : "";
    return `${head}${keyword} ${name(spec.name)}${interfaces} {\n${spec.fields.map((each) => field(each)).join("\n")}\n}`;
  }
  if (spec.kind === "Union") return `${head}union ${name(spec.name)} = ${spec.types.map(name).join(" | ")}`;
  if (spec.kind === "InputObject") return `${head}input ${name(spec.name)} {\n${spec.fields.map((each) => field(each, { directives: false })).join("\n")}\n}`;
  if (spec.kind === "Enum") return `${head}enum ${name(spec.name)} {\n${spec.values.map((value) => `${description(value.description, "  ")}  ${name(value.name)}`).join("\n")}\n}`;
  throw new Error(`Unknown kind of GraphQL type in the spec: ${JSON.stringify(spec.kind)}`);
}

function rootQuery(queries) {
  const fields = queries.map((query) => {
    const args = (query.args ?? []).map((arg) => `${description(arg.description, "    ")}    ${name(arg.name)}: ${typeRef(typeof arg.type === "string" && arg.isNullable === false ? { type: arg.type, isNullable: false } : arg.type)}`);
    return `${description(query.description, "  ")}  ${name(query.fieldName)}${args.length ? `(\n${args.join("\n")}\n  )` : ""}: ${typeRef(query.type)}`;
  });
  return `type RootQuery {\n${fields.join("\n")}\n}`;
}

/** SDL for a gen3 spec; throws when the spec is malformed or describes an invalid schema. */
export function sdlFromSpec(spec) {
  if (!spec || !Array.isArray(spec.types) || !Array.isArray(spec.queries)) throw new Error("A GraphQL API spec has types and queries");
  const named = [...spec.types, ...(spec.interfaces ?? [])].map((type) => [name(type.name), definition(type)]);
  named.push(["RootQuery", rootQuery(spec.queries)]);
  for (const scalar of scalars.split("\n\n")) named.push([/scalar (\w+)/.exec(scalar)[1], scalar.trim()]);
  named.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const sdl = `${preamble}\n${named.map(([, text]) => text).join("\n\n")}\n`;
  buildSchema(sdl);
  return sdl;
}
