// The import direction check as `npm test` runs it: on a small tree with one wrong import of each
// kind it fails naming the file and the import; on this repository it passes.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, it } from "node:test";

import { layerViolations, sharedWithRooms } from "../check-layers.ts";

const trees: string[] = [];
after(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** A tree of files (path → content) in a temporary folder. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "check-layers-"));
  trees.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const houseInOrder = {
  "src/config/site.ts": "export const name = 'site';\n",
  "src/components/Title.tsx": "import { name } from '../config/site.ts';\nexport const title = name;\n",
  "local-sanity/server.ts": "import { rules } from './lib/rules.ts';\nexport const server = rules;\n",
  "local-sanity/lib/rules.ts": "export const rules = [];\n",
  "supabase/functions/_shared/lead-fields.ts": "export const leadFields = ['name'];\n",
  "supabase/functions/send-to-sheets/handler.ts": "import { leadFields } from '../_shared/lead-fields.ts';\n",
  "local-supabase/lib/fields.ts": "export { leadFields } from '../../supabase/functions/_shared/lead-fields.ts';\n",
  "src/features/quiz.ts": "import type { leadFields } from '../../supabase/functions/_shared/lead-fields.ts';\n",
  "local-sanity/__tests__/server.test.ts": "import { title } from '../../src/components/Title.tsx';\n",
  "preview-service/front.ts": "import http from 'node:http';\nexport const front = http;\n",
  "scripts/start.ts": "import { server } from '../local-sanity/server.ts';\nexport const start = server;\n",
  "e2e/home.e2e.ts": "import { start } from '../scripts/start.ts';\n",
  "plugins/blog/shared/page-context.ts": "export interface BlogListPageContext { ids: string[] }\n",
  "plugins/blog/shared/post-path.ts": "export const blogPostPath = (slug: string) => `/blog/${slug}/`;\n",
  "plugins/blog/src/create-pages.ts":
    "import type { BlogListPageContext } from '../page-context.ts';\nexport type Context = BlogListPageContext;\n",
  "src/templates/blog-list.tsx":
    "import type { BlogListPageContext } from '../../plugins/blog/shared/page-context.ts';\nexport type Props = BlogListPageContext;\n",
  "sanity/structure/preview-url.ts":
    "import { blogPostPath } from '../../plugins/blog/shared/post-path.ts';\nexport const url = blogPostPath;\n",
};

const run = (root: string) => spawnSync(process.execPath, ["scripts/check-layers.ts", root], { encoding: "utf8" });

it("passes a tree whose imports point the right way (tests compose freely)", () => {
  assert.deepEqual(layerViolations(tree(houseInOrder)), []);
  const result = run(tree(houseInOrder));
  assert.equal(result.status, 0, result.stderr);
  const sharedCount = Object.keys(sharedWithRooms).length;
  assert.match(
    result.stdout,
    new RegExp(
      `local-supabase/, local-sanity/, preview-service/, sanity/ import nothing from src/, plugins/, scripts/, e2e/ or each other \\(but ${sharedCount} shared files; of supabase/, only supabase/functions/_shared/\\)`,
    ),
  );
});

it("fails naming the file and the import of each room, script or layer that points the wrong way", () => {
  const root = tree({
    ...houseInOrder,
    "local-sanity/server.ts": "import { name } from '../src/config/site.ts';\n",
    "local-supabase/gateway.ts": "export { front } from '../preview-service/front.ts';\n",
    "preview-service/cli.ts": "const start = await import('../scripts/start.ts');\n",
    "scripts/bench.ts": "import { visit } from '../e2e/support/visit.ts';\n",
    "src/config/site.ts": "import { title } from '../components/Title.tsx';\n",
    "local-supabase/lib/fields.ts": "import { handler } from '../../supabase/functions/send-to-sheets/handler.ts';\n",
  });
  const result = run(root);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /Import direction broken \(6\)/);
  assert.match(
    result.stderr,
    /local-supabase\/lib\/fields\.ts imports \.\.\/\.\.\/supabase\/functions\/send-to-sheets\/handler\.ts \(supabase\/\): of supabase\/ a room imports only the shared floor, supabase\/functions\/_shared\//,
  );
  assert.match(
    result.stderr,
    /local-sanity\/server\.ts imports \.\.\/src\/config\/site\.ts \(src\/\): a room imports nothing from src\//,
  );
  assert.match(
    result.stderr,
    /local-supabase\/gateway\.ts imports \.\.\/preview-service\/front\.ts \(preview-service\/\)/,
  );
  assert.match(result.stderr, /preview-service\/cli\.ts imports \.\.\/scripts\/start\.ts \(scripts\/\)/);
  assert.match(
    result.stderr,
    /scripts\/bench\.ts imports \.\.\/e2e\/support\/visit\.ts \(e2e\/\): scripts\/ never imports the tests/,
  );
  assert.match(
    result.stderr,
    /src\/config\/site\.ts \(src\/config\) imports \.\.\/components\/Title\.tsx \(src\/components\), a higher layer/,
  );
});

it("fails on src/ importing a script or a room, and on a src/ folder without a layer", () => {
  const root = tree({
    ...houseInOrder,
    "src/components/Title.tsx": "import { start } from '../../scripts/start.ts';\n",
    "src/widgets/Widget.tsx": "export const widget = 1;\n",
  });
  assert.deepEqual(layerViolations(root), [
    "src/components/Title.tsx imports ../../scripts/start.ts, outside src/",
    "src/widgets/Widget.tsx: folder src/widgets has no layer in scripts/check-layers.ts",
  ]);
});

it("fails on a plugin importing the site, on the Studio importing the site or a plugin's inside, and on a shared file that imports", () => {
  const root = tree({
    ...houseInOrder,
    "plugins/blog/src/create-pages.ts":
      "import type { Context } from '../../../src/blog/types.ts';\nexport type C = Context;\n",
    "sanity/schemas/video-embed.ts": "import { parse } from '../../src/blog/video-url.ts';\nexport const p = parse;\n",
    "sanity/presentation/index.ts": "import { isPublishable } from '../../plugins/blog/src/publication.ts';\n",
    "src/blog/video-url.ts": "import { name } from '../config/site.ts';\nexport const parse = name;\n",
  });
  const result = run(root);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /Import direction broken \(3\)/);
  assert.match(
    result.stderr,
    /plugins\/blog\/src\/create-pages\.ts imports \.\.\/\.\.\/\.\.\/src\/blog\/types\.ts \(src\/\): a plugin owns its part/,
  );
  assert.match(
    result.stderr,
    /sanity\/presentation\/index\.ts imports \.\.\/\.\.\/plugins\/blog\/src\/publication\.ts \(plugins\/\): a room imports nothing/,
  );
  // video-url.ts is shared with the Studio (the links it accepts are the ones the site plays), so
  // it may be imported, but only while it brings nothing else of the site along.
  assert.match(
    result.stderr,
    /src\/blog\/video-url\.ts imports \.\.\/config\/site\.ts: a file shared with the rooms imports only other shared files/,
  );
});

it("lets the rooms, scripts/ and src/ import the floor below them, and the floor import none of them", () => {
  const floor = {
    "server-hardening/free-port.ts": "export const freePort = () => 0;\n",
    "server-hardening/index.ts": "export { freePort } from './free-port.ts';\n",
  };
  const importers = {
    "local-sanity/server.ts": "import { freePort } from '../server-hardening/index.ts';\n",
    "preview-service/cli.ts": "import { freePort } from '../server-hardening/free-port.ts';\n",
    "scripts/start.ts": "import { freePort } from '../server-hardening/index.ts';\n",
    "src/config/site.ts": "import { freePort } from '../../server-hardening/free-port';\n",
  };
  assert.deepEqual(layerViolations(tree({ ...houseInOrder, ...floor, ...importers })), []);
  const upward = tree({
    ...houseInOrder,
    ...floor,
    "server-hardening/index.ts": "import { server } from '../local-sanity/server.ts';\nexport { server };\n",
    "server-hardening/site.ts": "export { name } from '../src/config/site.ts';\n",
  });
  const result = run(upward);
  assert.equal(result.status, 1);
  assert.match(
    result.stderr,
    /server-hardening\/index\.ts imports \.\.\/local-sanity\/server\.ts \(local-sanity\/\): a floor imports nothing but another floor/,
  );
  assert.match(result.stderr, /server-hardening\/site\.ts imports \.\.\/src\/config\/site\.ts \(src\/\)/);
  // A room still may not import another room beside the floor.
  assert.match(
    run(tree({ ...houseInOrder, ...floor, "preview-service/front.ts": "import '../local-sanity/server.ts';\n" }))
      .stderr,
    /preview-service\/front\.ts imports \.\.\/local-sanity\/server\.ts/,
  );
});

it("lets a host's entry hand over to a room or a floor, and nothing of the site, scripts or tests", () => {
  const entry = {
    "publish-scheduler/publish-due.ts": "export const publishDue = () => 'no post due';\n",
    "netlify/functions/publish-due.ts": "import { publishDue } from '../../publish-scheduler/publish-due.ts';\n",
  };
  assert.deepEqual(layerViolations(tree({ ...houseInOrder, ...entry })), []);
  const result = run(
    tree({
      ...houseInOrder,
      ...entry,
      "netlify/functions/site-name.ts": "import { name } from '../../src/config/site.ts';\n",
      "netlify/functions/start.ts": "import { start } from '../../scripts/start.ts';\n",
    }),
  );
  assert.equal(result.status, 1);
  assert.match(result.stderr, /Import direction broken \(2\)/);
  assert.match(
    result.stderr,
    /netlify\/functions\/site-name\.ts imports \.\.\/\.\.\/src\/config\/site\.ts \(src\/\): a host's entry hands over to a room or a floor/,
  );
  assert.match(result.stderr, /netlify\/functions\/start\.ts imports \.\.\/\.\.\/scripts\/start\.ts \(scripts\/\)/);
});

it("passes on this repository", () => {
  const result = spawnSync(process.execPath, ["scripts/check-layers.ts"], { encoding: "utf8" });
  assert.equal(result.status, 0, result.stderr);
});
