#!/usr/bin/env node
// `node scripts/ensure-studio.ts`: installs the Studio (sanity/) from its own lockfile when its
// install is missing or stale (scripts/sanity-tools/studio-install.ts says why it has one of its own).
import { ensureStudio } from "./sanity-tools/studio-install.ts";

ensureStudio().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
