// What a read sees, as Content Lake decides it: documents whose id has a path (a ".", as in
// drafts.<id> and versions.<release>.<id>) are private and reach only a request with the token;
// a perspective then either shows every readable document (raw) or one document per published id,
// taken from the first of its drafts/release versions that exists, else the published one.
import type { Documents, SanityDocument } from "./types.ts";

export class PerspectiveError extends Error {}

const draftPrefix = "drafts.";
const versionPrefix = "versions.";
const releaseName = /^[a-zA-Z0-9_-]{1,64}$/;
/** From API version 2025-02-19 on, a query without ?perspective= sees published documents only. */
const publishedByDefaultFrom = "2025-02-19";

export const isPublicId = (id: string): boolean => !id.includes(".");
export const isDraftId = (id: string): boolean => id.startsWith(draftPrefix);
export const isVersionId = (id: string): boolean => id.startsWith(versionPrefix);

/** drafts.x and versions.<release>.x → x; any other id is its own published id. */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(draftPrefix.length);
  if (isVersionId(id)) return id.slice(id.indexOf(".", versionPrefix.length) + 1);
  return id;
}

/** The bundle a document belongs to: "drafts", a release name, or "published". */
function bundleOf(id: string): string {
  if (isDraftId(id)) return "drafts";
  if (isVersionId(id)) return id.slice(versionPrefix.length, id.indexOf(".", versionPrefix.length));
  return "published";
}

/** apiVersion: "1", "X" or a date "YYYY-MM-DD" (see splitVersion in http.ts). */
export function defaultPerspective(apiVersion: string): "published" | "raw" {
  if (apiVersion === "X") return "published";
  return apiVersion !== "1" && apiVersion >= publishedByDefaultFrom ? "published" : "raw";
}

/**
 * ?perspective=raw | published | drafts | previewDrafts | <release>,…,drafts: null for raw, else
 * the stack of bundles to look in before the published document.
 */
export function parsePerspective(value: string | null | undefined, apiVersion: string): string[] | null {
  const text = value === null || value === undefined || value === "" ? defaultPerspective(apiVersion) : String(value);
  if (text === "raw") return null;
  const names = text.split(",").map((name) => name.trim());
  const stack: string[] = [];
  names.forEach((name, index) => {
    if (name === "previewDrafts" || name === "drafts") stack.push("drafts");
    else if (name === "published" && index === names.length - 1) return;
    else if (name !== "raw" && name !== "published" && releaseName.test(name)) stack.push(name);
    else
      throw new PerspectiveError(
        `Invalid perspective "${text}": use raw, published, drafts or a list of release names`,
      );
  });
  return stack;
}

/**
 * The documents a request reads, in dataset order. authorized: the request has the token.
 * A document seen through a draft or version keeps the published _id and names its own in
 * _originalId, as the API answers.
 */
export function documentsFor(
  documents: Documents,
  { authorized, perspective }: { authorized: boolean; perspective: string[] | null },
): SanityDocument[] {
  const readable = [...documents.values()].filter((doc) => authorized || isPublicId(doc._id));
  if (perspective === null) return readable;
  const groups = new Map<string, Map<string, SanityDocument>>();
  for (const doc of readable) {
    const publishedId = publishedIdOf(doc._id);
    const group = groups.get(publishedId) ?? new Map<string, SanityDocument>();
    group.set(bundleOf(doc._id), doc);
    groups.set(publishedId, group);
  }
  const result: SanityDocument[] = [];
  for (const [publishedId, group] of groups) {
    const bundle = [...perspective, "published"].find((name) => group.has(name));
    if (!bundle) continue;
    const doc = group.get(bundle);
    if (!doc) continue;
    result.push(doc._id === publishedId ? doc : { ...doc, _id: publishedId, _originalId: doc._id });
  }
  return result;
}
