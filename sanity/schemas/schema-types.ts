/**
 * The slice of Sanity's schema definition shape these files use. The objects
 * are what `defineType`/`defineField` from the `sanity` package return, so a
 * Studio can import them as they are (`schema: { types: schemaTypes }`)
 * without this site depending on `sanity`.
 */
export interface FieldDefinition {
  name: string;
  title?: string;
  type: string;
  description?: string;
  to?: Array<{ type: string }>;
  of?: Array<Record<string, unknown>>;
  options?: Record<string, unknown>;
  fields?: FieldDefinition[];
  rows?: number;
  validation?: (rule: Rule) => unknown;
  initialValue?: unknown;
}

export interface DocumentDefinition {
  name: string;
  title: string;
  type: "document" | "object" | "image" | "array";
  fields?: FieldDefinition[];
  of?: Array<Record<string, unknown>>;
  options?: Record<string, unknown>;
  preview?: { select: Record<string, string> };
  orderings?: Array<{ title: string; name: string; by: Array<{ field: string; direction: "asc" | "desc" }> }>;
}

/** The validation builder methods used here. */
export interface Rule {
  required: () => Rule;
  max: (length: number) => Rule;
  warning: (message?: string) => Rule;
  uri: (options: { scheme: string[]; allowRelative: boolean }) => Rule;
}
