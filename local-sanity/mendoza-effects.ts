// The listener's `effects` in Mendoza format (effectFormat=mendoza): a patch that turns the
// document before a transaction into the one after it (apply) and back (revert). The mendoza
// package only decodes, so this encodes: unchanged fields and array items are kept by reference
// (so Studio's incremental patcher keeps their authorship), changed ones are descended into or
// replaced. Opcodes are mendoza's (see its internal-patcher.ts).
import { isDeepStrictEqual } from "node:util";

/** A Mendoza patch: opcodes with their operands (indexes, keys, values) in one flat list. */
export type MendozaPatch = unknown[];
type JsonObject = Record<string, unknown>;

const op = {
  Value: 0,
  PushFieldCopy: 10,
  PushFieldBlank: 11,
  PushElementCopy: 12,
  ReturnIntoObjectSameKeyPop: 15,
  ReturnIntoArrayPop: 16,
  ObjectSetFieldValue: 17,
  ObjectDeleteField: 19,
  ArrayAppendValue: 20,
  ArrayAppendSlice: 21,
};

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Ops that turn the input object (the decoder's current input) into `right`; [] when equal. */
function objectOps(left: JsonObject, right: JsonObject): MendozaPatch {
  const ops: MendozaPatch = [];
  // The decoder addresses input fields by their index among the sorted keys.
  const keys = Object.keys(left).sort();
  keys.forEach((key, index) => {
    if (!Object.hasOwn(right, key)) ops.push(op.ObjectDeleteField, index);
  });
  for (const [key, value] of Object.entries(right)) {
    const index = Object.hasOwn(left, key) ? keys.indexOf(key) : -1;
    if (index < 0) {
      ops.push(op.ObjectSetFieldValue, value, key);
      continue;
    }
    const before = left[key];
    if (isDeepStrictEqual(before, value)) continue;
    if (isObject(before) && isObject(value))
      ops.push(op.PushFieldCopy, index, ...objectOps(before, value), op.ReturnIntoObjectSameKeyPop);
    // An output array starts blank, and a blank left untouched decodes as null: [] is set whole.
    else if (Array.isArray(before) && Array.isArray(value) && value.length > 0)
      ops.push(op.PushFieldBlank, index, ...arrayOps(before, value), op.ReturnIntoObjectSameKeyPop);
    else ops.push(op.ObjectSetFieldValue, value, key);
  }
  return ops;
}

/** Ops that append `right`'s items to an empty output array, reusing the input's where they match. */
function arrayOps(left: unknown[], right: unknown[]): MendozaPatch {
  const ops: MendozaPatch = [];
  const keyed = new Map<string | symbol, number>(
    left.map((item, index) => [isObject(item) && typeof item._key === "string" ? item._key : Symbol(), index]),
  );
  let slice: [number, number] | null = null;
  const flush = () => {
    if (slice) ops.push(op.ArrayAppendSlice, slice[0], slice[1]);
    slice = null;
  };
  right.forEach((item, position) => {
    const sameKey = isObject(item) && typeof item._key === "string" ? keyed.get(item._key) : undefined;
    const index = sameKey ?? position;
    if (index < left.length && isDeepStrictEqual(left[index], item)) {
      if (slice && slice[1] === index) slice[1] += 1;
      else {
        flush();
        slice = [index, index + 1];
      }
      return;
    }
    flush();
    const keptItem = sameKey === undefined ? undefined : left[sameKey];
    if (sameKey !== undefined && isObject(keptItem) && isObject(item))
      ops.push(op.PushElementCopy, sameKey, ...objectOps(keptItem, item), op.ReturnIntoArrayPop);
    else ops.push(op.ArrayAppendValue, item);
  });
  flush();
  return ops;
}

/** A Mendoza patch from `left` to `right` (either may be null: a document that does not exist). */
export function mendozaPatch(left: unknown, right: unknown): MendozaPatch {
  if (isObject(left) && isObject(right)) return objectOps(left, right);
  return [op.Value, right ?? null];
}

/** The event's effects for a document going from `before` to `after`. */
export const mendozaEffects = (before: unknown, after: unknown): { apply: MendozaPatch; revert: MendozaPatch } => ({
  apply: mendozaPatch(before, after),
  revert: mendozaPatch(after, before),
});
