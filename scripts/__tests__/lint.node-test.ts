// `npm run lint` (scripts/lint.ts, which npm test runs) fails on each kind of violation: a layout
// Prettier would change, a type-checked rule (a floating promise), a React hooks rule (a hook
// called under a condition). Each is planted in a file of the tree for the length of the test.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { after, it } from "node:test";

import { ESLint } from "eslint";

const repoRoot = resolve(import.meta.dirname, "../..");
const planted: string[] = [];
after(() => {
  for (const file of planted) rmSync(file, { force: true });
});

function plant(relativePath: string, text: string): string {
  const path = join(repoRoot, relativePath);
  writeFileSync(path, text);
  planted.push(path);
  return path;
}

it("fails on a layout Prettier would change, naming the file", () => {
  const file = plant(`scripts/__tests__/lint-plant-${process.pid}.ts`, "export const  planted = [1,2,3]\n");
  const lint = spawnSync(process.execPath, ["scripts/lint.ts"], { cwd: repoRoot, encoding: "utf8" });
  rmSync(file);
  assert.notEqual(lint.status, 0, `npm run lint passed a misformatted file:\n${lint.stdout}`);
  assert.match(lint.stdout + lint.stderr, new RegExp(`lint-plant-${process.pid}\\.ts`));
});

it("fails on a floating promise (type-checked) and on a hook called under a condition", async () => {
  const promise = plant(
    `src/hooks/lint-plant-${process.pid}.ts`,
    "export function planted(save: () => Promise<void>): void {\n  save();\n}\n",
  );
  const hook = plant(
    `src/hooks/lint-plant-${process.pid}-hook.tsx`,
    [
      'import { useState } from "react";',
      "",
      "export function Planted({ open }: { open: boolean }) {",
      "  if (open) {",
      "    const [count] = useState(0);",
      "    return <p>{count}</p>;",
      "  }",
      "  return null;",
      "}",
      "",
    ].join("\n"),
  );
  const results = await new ESLint({ cwd: repoRoot }).lintFiles([promise, hook]);
  const rules = results.flatMap((result) => result.messages.map((message) => message.ruleId));
  assert.ok(rules.includes("@typescript-eslint/no-floating-promises"), `rules reported: ${rules.join(", ")}`);
  assert.ok(rules.includes("react-hooks/rules-of-hooks"), `rules reported: ${rules.join(", ")}`);
});
