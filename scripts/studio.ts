#!/usr/bin/env node
// `npm run studio`: the Studio's dev server (`sanity dev`) for a Sanity project, from
// SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET (default production). Editors log in
// with their Sanity account; http://localhost:3333 must be a CORS origin of the project.
// `npm run studio:local` runs it against the local Sanity API instead.
import { spawn } from "node:child_process";

import { ensureStudio } from "./sanity-tools/studio-install.ts";
import { sanityBin, studioDir } from "./sanity-tools/sanity-cli.ts";

if (!process.env.SANITY_STUDIO_PROJECT_ID?.trim()) {
  console.error(
    "SANITY_STUDIO_PROJECT_ID is not set: `npm run studio` edits a Sanity project (SANITY_STUDIO_PROJECT_ID, SANITY_STUDIO_DATASET). For the local Sanity API, run `npm run studio:local`.",
  );
  process.exit(1);
}
await ensureStudio();
const studio = spawn(sanityBin, ["dev", ...process.argv.slice(2)], { cwd: studioDir, stdio: "inherit" });
studio.on("exit", (code: number | null) => process.exit(code ?? 0));
process.on("SIGINT", () => studio.kill("SIGINT"));
process.on("SIGTERM", () => studio.kill("SIGTERM"));
