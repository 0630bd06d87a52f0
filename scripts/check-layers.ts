#!/usr/bin/env node
// The direction of imports in the house, checked on every `npm test`:
// - src/: a folder may import from its own layer and the layers below it, never from a layer
//   above, and nothing outside src/ but the floors below (the quiz's fields; isHttpUrl).
//     theme, config, types ← hooks, scroll, blog ← components ← features ← pages, templates ← app, node-apis
// - src/ may also import the files a local plugin publishes for its templates (pluginFilesForSrc),
//   and src/app the few Gatsby runtime files (.cache/) it wraps (gatsbyFilesForApp).
// - plugins/: Gatsby plugins the site configures; a plugin owns its part and never reaches into
//   src/ (what it needs of the site comes through its typed options), scripts/, e2e/ or a room.
// - the rooms (local-supabase/, local-sanity/, preview-service/, the Studio in sanity/, the
//   publish-scheduler/): each a program of its own, so none imports from src/, plugins/, scripts/,
//   e2e/ or another room, but the files named in sharedWithRooms (each with why).
//   Below them are the floors, each a rule several of them need, declared once:
//   supabase/functions/_shared/ (the lead's fields; the deployed function imports it) and
//   server-hardening/ (what every server we run does with hostile clients). Every room, src/,
//   plugins/, scripts/ and the tests may import a floor; a floor imports nothing but another floor.
//   Of the rest of supabase/ a room imports nothing.
// - scripts/: the commands start the rooms and may import them; never e2e/ (the tests use scripts,
//   not the other way round).
// - the hosts' entries (netlify/: the functions Netlify deploys from the repository): each hands a
//   host's call to a room (publish-scheduler/) or a floor, and imports nothing of src/, plugins/,
//   scripts/ or e2e/, which a host's bundler would otherwise pull into the deployed function.
// Tests (__tests__) compose freely and are not checked. `node scripts/check-layers.ts [root]`
// checks another tree (the test of this file does).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const layerOf: Record<string, number> = {
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

/** The services beside src/, each in a top-level folder. */
export const rooms = ["local-supabase", "local-sanity", "preview-service", "sanity", "publish-scheduler"];

/**
 * Files of src/ or plugins/ a room may import, and why: a fact the room and the site must agree
 * on, written once. Each imports only other shared files, so nothing else of the site comes along.
 */
export const sharedWithRooms: Record<string, string> = {
  "plugins/blog/shared/post-path.ts": "the Studio's preview links a post where the site publishes it",
  "src/blog/video-url.ts": "the Studio accepts exactly the video links the site can play",
  "src/blog/video-frame-origins.ts": "the video hosts video-url.ts accepts",
  "plugins/blog/shared/schedule.ts": "the scheduler reads the schedule the build writes",
  "plugins/blog/shared/publication-time.ts": "the Studio says a post is live or scheduled by the site's own rule",
};

/** Files of plugins/ that src/ may import: what a plugin gives the site's templates (types only). */
export const pluginFilesForSrc: Record<string, string> = {
  "plugins/blog/shared/page-context.ts": "the page context the blog plugin gives each of the site's blog templates",
};

/**
 * Gatsby runtime files (copied into .cache/ by every build) that src/app wraps, and why: the
 * browser bundle gets the site's wrapper in their place (src/node-apis/on-create-webpack-config.ts).
 */
export const gatsbyFilesForApp: Record<string, string> = {
  ".cache/head/head-export-handler-for-browser":
    "the first page keeps the head the build wrote; later pages' heads still go through Gatsby's handler",
};

/** The floor below the rooms: what the edge function and the Node code share (Supabase's convention for code functions share). */
export const sharedFloor = "supabase/functions/_shared";

/** Every floor below the rooms, the shared one included: the servers' hardening beside it. */
export const floors = [sharedFloor, "server-hardening"];

/** Whether path lies on a floor. */
const onFloor = (root: string, path: string): boolean =>
  floors.some((floor) => path === join(root, floor) || path.startsWith(`${join(root, floor)}${sep}`));

const sourceFile = /\.(ts|tsx|mts|mjs|js)$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "__tests__" || name === "node_modules") continue;
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (sourceFile.test(name)) yield path;
  }
}

/** Relative specifiers of static imports, re-exports and dynamic import() calls. */
export function importSpecifiers(code: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of code.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

/** The first folder of a path under root ("src", "scripts", a room…), or null outside root. */
function topFolder(root: string, path: string): string | null {
  const rel = relative(root, path);
  if (rel.startsWith("..")) return null;
  return rel.split(sep)[0] ?? null;
}

/** Each import of each checked file under `folder`: [file, specifier, the imported path]. */
function* importsUnder(folder: string): Generator<[file: string, specifier: string, target: string]> {
  if (!existsSync(folder)) return;
  for (const file of sourceFiles(folder)) {
    for (const specifier of importSpecifiers(readFileSync(file, "utf8")))
      yield [file, specifier, resolve(dirname(file), specifier)];
  }
}

function srcViolations(root: string): string[] {
  const src = join(root, "src");
  const pluginFiles = new Set(Object.keys(pluginFilesForSrc).map((file) => join(root, file)));
  const gatsbyFiles = new Set(Object.keys(gatsbyFilesForApp).map((file) => join(root, file)));
  const violations: string[] = [];
  if (!existsSync(src)) return violations;
  const layerFolder = (path: string) => {
    const rel = relative(src, path);
    return rel.startsWith("..") ? null : (rel.split(sep)[0] ?? null);
  };
  for (const file of sourceFiles(src)) {
    const from = layerFolder(file) ?? "";
    const fromLayer = layerOf[from];
    if (fromLayer === undefined) {
      violations.push(`${relative(root, file)}: folder src/${from} has no layer in scripts/check-layers.ts`);
      continue;
    }
    for (const specifier of importSpecifiers(readFileSync(file, "utf8"))) {
      const target = resolve(dirname(file), specifier);
      if (isOneOf(pluginFiles, target)) continue;
      if (from === "app" && gatsbyFiles.has(target)) continue;
      if (onFloor(root, target)) continue;
      const to = layerFolder(target);
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

/** Whether target (an import's resolved path, with or without its extension) is one of files. */
const isOneOf = (files: ReadonlySet<string>, target: string) => files.has(target) || files.has(`${target}.ts`);

function roomViolations(root: string): string[] {
  const violations: string[] = [];
  const shared = new Set(Object.keys(sharedWithRooms).map((file) => join(root, file)));
  const floor = join(root, sharedFloor);
  for (const file of shared) {
    const code = existsSync(file) ? readFileSync(file, "utf8") : "";
    for (const specifier of importSpecifiers(code)) {
      if (!isOneOf(shared, resolve(dirname(file), specifier)))
        violations.push(
          `${relative(root, file)} imports ${specifier}: a file shared with the rooms imports only other shared files, so nothing else comes along`,
        );
    }
  }
  for (const room of rooms) {
    for (const [file, specifier, target] of importsUnder(join(root, room))) {
      const to = topFolder(root, target);
      if (to === room || to === null || onFloor(root, target)) continue;
      if (isOneOf(shared, target)) continue;
      if (to === "supabase") {
        if (!(target === floor || target.startsWith(`${floor}${sep}`)))
          violations.push(
            `${relative(root, file)} imports ${specifier} (supabase/): of supabase/ a room imports only the shared floor, ${sharedFloor}/`,
          );
        continue;
      }
      if (to === "src" || to === "plugins" || to === "scripts" || to === "e2e" || rooms.includes(to)) {
        violations.push(
          `${relative(root, file)} imports ${specifier} (${to}/): a room imports nothing from src/, plugins/, scripts/, e2e/ or another room but the files scripts/check-layers.ts shares`,
        );
      }
    }
  }
  return violations;
}

/** Every import under root/folder whose target lies in a top folder `forbidden` names, each saying why not. */
function importsInto(root: string, folder: string, forbidden: readonly string[], why: string): string[] {
  const violations: string[] = [];
  for (const [file, specifier, target] of importsUnder(join(root, folder))) {
    const to = topFolder(root, target);
    if (to !== null && forbidden.includes(to))
      violations.push(`${relative(root, file)} imports ${specifier} (${to}/): ${why}`);
  }
  return violations;
}

const pluginViolations = (root: string): string[] =>
  importsInto(
    root,
    "plugins",
    ["src", "scripts", "e2e", ...rooms],
    "a plugin owns its part; what it needs of the site comes through its options",
  );

function floorViolations(root: string): string[] {
  const violations: string[] = [];
  for (const floor of floors) {
    for (const [file, specifier, target] of importsUnder(join(root, floor))) {
      if (onFloor(root, target)) continue;
      violations.push(
        `${relative(root, file)} imports ${specifier} (${topFolder(root, target) ?? "outside"}/): a floor imports nothing but another floor`,
      );
    }
  }
  return violations;
}

/** Folders of entries a host runs from the repository (a Netlify function), each a thin hand-over to a room. */
export const hostEntries = ["netlify"];

const hostEntryViolations = (root: string): string[] =>
  hostEntries.flatMap((host) =>
    importsInto(
      root,
      host,
      ["src", "plugins", "scripts", "e2e"],
      "a host's entry hands over to a room or a floor, nothing else",
    ),
  );

const scriptViolations = (root: string): string[] =>
  importsInto(root, "scripts", ["e2e"], "scripts/ never imports the tests");

/** Every import under root that points the wrong way, each naming the file and the import. */
export function layerViolations(root = resolve(import.meta.dirname, "..")): string[] {
  return [
    ...srcViolations(root),
    ...pluginViolations(root),
    ...roomViolations(root),
    ...floorViolations(root),
    ...hostEntryViolations(root),
    ...scriptViolations(root),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, ".."));
  const violations = layerViolations(root);
  if (violations.length > 0) {
    console.error(`Import direction broken (${violations.length}):\n  ${violations.join("\n  ")}`);
    process.exit(1);
  }
  const present = rooms.filter((room) => existsSync(join(root, room))).map((room) => `${room}/`);
  const roomsLine =
    present.length > 0
      ? `${present.join(", ")} import${present.length === 1 ? "s" : ""} nothing from src/, plugins/, scripts/, e2e/ or each other (but ${Object.keys(sharedWithRooms).length} shared files; of supabase/, only ${sharedFloor}/)`
      : `no room (${rooms.join(", ")}) is here yet`;
  const floorsPresent = floors.filter((floor) => existsSync(join(root, floor))).map((floor) => `${floor}/`);
  const floorsLine =
    floorsPresent.length > 0 ? `; the floors (${floorsPresent.join(", ")}) import nothing above them` : "";
  console.log(
    `Import direction: every src/ import points to its own layer or one below; plugins/ import nothing from src/; ${roomsLine}${floorsLine}; netlify/ hands over to rooms and floors only; scripts/ imports nothing from e2e/.`,
  );
}
