// The GraphQL schema Sanity's API publishes for a deployed API (GET /v1/apis/graphql/<dataset>/<tag>
// with Accept: application/graphql), made from the API specification `sanity graphql deploy` sends
// (POST …/validate or PUT: { enablePlayground, schema: { types, queries, interfaces, generation } }).
// Sanity does this conversion on its servers; this is the same printout, in the published format:
// the schema and directive definitions first, then every named type sorted by name as Sanity sorts
// them (locale order, so `Sanity_DocumentFilter` precedes `SanityAssetSourceData`), fields and
// arguments in the order the CLI sent them, references marked @reference, portable text and other
// raw fields as `<field>Raw: JSON @jsonAlias(for: "<field>")`.
import graphql from "gatsby/graphql.js";

const { parse, print } = graphql;

/** A type in the specification: a named one (`type`), or a list of one (`kind: "List"`, `children`). */
export interface TypeRef {
  kind?: string;
  type?: string | TypeRef;
  children?: TypeRef;
  isNullable?: boolean;
}
export interface ApiSpecArg {
  name: string;
  type: string | TypeRef;
  isNullable?: boolean;
  description?: string;
}
export interface ApiSpecField extends TypeRef {
  fieldName: string;
  description?: string;
  args?: ApiSpecArg[];
  isRawAlias?: boolean;
  originalName?: string;
  isReference?: boolean;
}
export interface ApiSpecType {
  kind: string;
  name: string;
  description?: string;
  interfaces?: string[];
  fields?: ApiSpecField[];
  values?: Array<{ name: string; description?: string }>;
  types?: string[];
}
/** The `schema` `sanity graphql deploy` sends. */
export interface ApiSpec {
  generation: string;
  types: ApiSpecType[];
  interfaces: ApiSpecType[];
  queries: ApiSpecField[];
}

const preamble = `
schema { query: RootQuery }

"""Field is a "raw" JSON alias for a different field"""
directive @jsonAlias("""Source field name""" for: String!) on FIELD_DEFINITION

"""Field references one or more documents"""
directive @reference on FIELD_DEFINITION
`;

/** The scalars every deployed API declares, with Sanity's descriptions. */
const scalars: Record<string, string> = {
  Date: "A date string, such as 2007-12-03, compliant with the `full-date` format\noutlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for\nrepresentation of dates and times using the Gregorian calendar.",
  DateTime:
    "A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the\n`date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO\n8601 standard for representation of dates and times using the Gregorian calendar.",
  JSON: "The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf).",
};

/** The specification's built-in type names that GraphQL spells otherwise (Url, Text and Email are the CLI's own aliases of String). */
const specTypeNames: Record<string, string> = {
  Datetime: "DateTime",
  Integer: "Int",
  Text: "String",
  Url: "String",
  Email: "String",
};

export class ApiSpecError extends Error {}

const description = (text: string | undefined): string => (text ? `"""${text.replace(/"""/g, '\\"""')}"""\n` : "");
const namedType = (name: string): string => specTypeNames[name] ?? name;

/** `{ type: name }` or `{ kind: "List", children }`, non-null when `isNullable` is false. */
function typeReference({ kind, type, children, isNullable }: TypeRef): string {
  const inner =
    kind === "List"
      ? `[${typeReference(children ?? {})}]`
      : typeof type === "string"
        ? namedType(type)
        : typeReference(type ?? {});
  return isNullable === false ? `${inner}!` : inner;
}

/** A query argument: `{ name, type: name, isNullable }` or `{ name, type: { kind: "List", … } }`. */
function argument(arg: ApiSpecArg): string {
  const type =
    typeof arg.type === "string"
      ? typeReference({ type: arg.type, isNullable: arg.isNullable })
      : typeReference(arg.type);
  return `${description(arg.description)}${arg.name}: ${type}`;
}

function field(spec: ApiSpecField): string {
  const args = spec.args?.length ? `(${spec.args.map(argument).join("\n")})` : "";
  if (spec.isRawAlias)
    return `${description(spec.description)}${spec.fieldName}${args}: JSON @jsonAlias(for: ${JSON.stringify(spec.originalName)})`;
  return `${description(spec.description)}${spec.fieldName}${args}: ${typeReference(spec)}${spec.isReference ? " @reference" : ""}`;
}

const fieldBlock = (fields: ApiSpecField[] = []): string => `{\n${fields.map(field).join("\n")}\n}`;

function definition(type: ApiSpecType): string | null {
  switch (type.kind) {
    case "Type": {
      const interfaces = type.interfaces?.length ? ` implements ${type.interfaces.join(" & ")}` : "";
      return `${description(type.description)}type ${type.name}${interfaces} ${fieldBlock(type.fields)}`;
    }
    case "Interface":
      return `${description(type.description)}interface ${type.name} ${fieldBlock(type.fields)}`;
    case "InputObject":
      return `${description(type.description)}input ${type.name} ${fieldBlock(type.fields)}`;
    case "Enum":
      return `${description(type.description)}enum ${type.name} {\n${(type.values ?? []).map((value) => `${description(value.description)}${value.name}`).join("\n")}\n}`;
    case "Union":
      return `${description(type.description)}union ${type.name} = ${(type.types ?? []).map(namedType).join(" | ")}`;
    case "List":
      // A named array type (blockContent): GraphQL has no named lists; fields use it inline.
      return null;
    default:
      throw new ApiSpecError(`Unknown kind "${type.kind}" of type ${type.name} in the API specification`);
  }
}

/** The published SDL for an API specification (the `schema` the CLI sends). */
export function apiSpecToSdl(apiSpec: ApiSpec): string {
  if (apiSpec?.generation !== "gen3")
    throw new ApiSpecError(`Only generation gen3 is printed, not ${apiSpec?.generation}`);
  const named = [
    ...apiSpec.types.map((type) => ({ name: type.name, sdl: definition(type) })),
    ...apiSpec.interfaces.map((type) => ({ name: type.name, sdl: definition({ ...type, kind: "Interface" }) })),
    ...Object.entries(scalars).map(([name, text]) => ({ name, sdl: `${description(text)}scalar ${name}` })),
    { name: "RootQuery", sdl: `type RootQuery ${fieldBlock(apiSpec.queries)}` },
  ].filter((entry): entry is { name: string; sdl: string } => entry.sdl !== null);
  named.sort((a, b) => a.name.localeCompare(b.name, "en"));
  return print(parse(`${preamble}\n${named.map((entry) => entry.sdl).join("\n\n")}`));
}
