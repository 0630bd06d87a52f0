#!/usr/bin/env node
// The import direction of src/: a folder may import from its own layer and the layers below it,
// never from a layer above. Tests (__tests__) compose freely and are not checked.
//   theme, config, types ← hooks, scroll, blog ← components ← features ← pages, templates ← app, node-apis
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "src");

export const layerOf = {
  theme: 0,
  config: 0,
  types: 0,
  hooks: 1,
  scroll: 1,
  blog: 1,
  components: 2,
  features: 3,
  pages: 4,
  templates: 4,
  app: 5,
  "node-apis": 5,
};

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "__tests__") continue;
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) yield path;
  }
}

/** Relative specifiers of static imports, re-exports and dynamic import() calls. */
export function importSpecifiers(code) {
  const found = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

function topFolder(path) {
  const rel = relative(src, path);
  if (rel.startsWith("..")) return null;
  return rel.split(sep)[0];
}

export function layerViolations() {
  const violations = [];
  for (const file of sourceFiles(src)) {
    const from = topFolder(file);
    const fromLayer = layerOf[from];
    if (fromLayer === undefined) {
      violations.push(`${relative(root, file)}: folder src/${from} has no layer in scripts/check-layers.mjs`);
      continue;
    }
    for (const specifier of importSpecifiers(readFileSync(file, "utf8"))) {
      const to = topFolder(resolve(dirname(file), specifier));
      if (to === null) {
        violations.push(`${relative(root, file)} imports ${specifier}, outside src/`);
        continue;
      }
      const toLayer = layerOf[to];
      if (toLayer === undefined || toLayer > fromLayer) {
        violations.push(`${relative(root, file)} (src/${from}) imports ${specifier} (src/${to}), a higher layer`);
      }
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const violations = layerViolations();
  if (violations.length > 0) {
    console.error(`Import direction broken (${violations.length}):\n  ${violations.join("\n  ")}`);
    process.exit(1);
  }
  console.log("Import direction: every src/ import points to its own layer or one below.");
}
