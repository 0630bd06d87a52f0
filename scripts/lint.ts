#!/usr/bin/env node
// `npm run lint`: the layout is Prettier's (a file it would change fails), the code ESLint's (a
// warning fails too), and the Deno code deno lint's (and deno check's, for the file no tsconfig
// covers). The Studio's install comes first, since
// ESLint's type-checked rules read the Studio's types from sanity/node_modules.
import { npxBin, run } from "./machine/run.ts";
import { ensureStudio } from "./sanity-tools/studio-install.ts";

/** Code that runs on Deno: its own linter knows its globals and imports. */
const denoCode = ["supabase/functions", "local-supabase/lib/function-host.ts"];

async function main() {
  await ensureStudio();
  console.log("▶ Format (prettier --check; `npm run format` writes it)");
  await run(npxBin("prettier"), ["--check", "--log-level", "warn", "."]);
  console.log("▶ ESLint (type-checked rules, React hooks, jsx-a11y)");
  await run(npxBin("eslint"), ["--max-warnings", "0", "."]);
  console.log("▶ deno lint and deno check (the edge function and its local host, which no tsconfig covers)");
  await run(npxBin("deno"), ["lint", "--quiet", ...denoCode]);
  await run(npxBin("deno"), ["check", "--quiet", "--no-config", "local-supabase/lib/function-host.ts"]);
}

main().catch((error: unknown) => {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
