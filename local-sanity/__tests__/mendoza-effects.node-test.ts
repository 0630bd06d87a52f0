// The listener's mendoza effects, held to mendoza's own decoder: for many random edits of the
// bundled documents (fields set, removed and nested, array items inserted, removed, reordered and
// edited by _key), `apply` turns the old document into the new one and `revert` turns it back.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { it } from "node:test";

import { type RawPatch, applyPatch } from "mendoza";

import { mendozaEffects } from "../mendoza-effects.ts";
import type { SanityDocument } from "../types.ts";
import { seededRandom } from "../../scripts/test-support/seeded-random.ts";

const documents = readFileSync("content/blog/data.ndjson", "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as SanityDocument);

/** A random edit of value: fields and items removed, added, edited, reordered. */
function edit(value: unknown, next: () => number): unknown {
  const pick = (n: number) => Math.floor(next() * n);
  if (Array.isArray(value)) {
    const items = (value as unknown[]).map((item) => (next() < 0.3 ? edit(item, next) : item));
    if (next() < 0.3) items.splice(pick(items.length + 1), 0, { _key: `k${pick(1e6)}`, _type: "block", text: "new" });
    if (next() < 0.3 && items.length > 0) items.splice(pick(items.length), 1);
    if (next() < 0.15) items.reverse();
    return items;
  }
  if (value && typeof value === "object") {
    const object: Record<string, unknown> = { ...value };
    for (const key of Object.keys(object)) {
      const roll = next();
      if (roll < 0.1) delete object[key];
      else if (roll < 0.4) object[key] = edit(object[key], next);
    }
    if (next() < 0.2) object[`added${pick(10)}`] = next() < 0.5 ? "text" : [];
    return object;
  }
  if (typeof value === "string") return next() < 0.5 ? `${value}!` : value;
  return next() < 0.7 ? value : [1, { nested: true }];
}

it("apply and revert rebuild each side of 2000 random edits, and of creates and deletes", () => {
  const { next } = seededRandom(20261125);
  for (let round = 0; round < 2000; round += 1) {
    const before = documents[Math.floor(next() * documents.length)]!;
    const after = edit(before, next);
    const effects = JSON.parse(JSON.stringify(mendozaEffects(before, after))) as { apply: RawPatch; revert: RawPatch };
    assert.deepEqual(applyPatch(before, effects.apply), after, `round ${round}`);
    assert.deepEqual(applyPatch(after, effects.revert), before, `round ${round}`);
  }
  for (const doc of documents) {
    const created = mendozaEffects(null, doc);
    assert.deepEqual(applyPatch(null, created.apply), doc);
    assert.equal(applyPatch(doc, created.revert), null);
  }
});

it("keeps unchanged fields and array items by reference instead of resending them", () => {
  const post = documents.find(
    (doc): doc is SanityDocument & { title: string; body: Record<string, unknown>[] } =>
      Array.isArray(doc.body) && doc.body.length > 2,
  );
  assert.ok(post, "the bundled export has a post of three blocks or more");
  const edited = {
    ...post,
    title: `${post.title}!`,
    body: [...post.body.slice(0, 2), { ...post.body[2], style: "h2" }, ...post.body.slice(3)],
  };
  const { apply } = mendozaEffects(post, edited);
  const sent = JSON.stringify(apply);
  assert.ok(sent.includes(edited.title));
  assert.ok(!sent.includes(JSON.stringify(post.body[0])), "an unchanged block is copied, not resent");
  assert.ok(sent.length < JSON.stringify(edited).length / 2);
  assert.deepEqual(applyPatch(post, apply), edited);
});
