#!/usr/bin/env node
// `node scripts/ensure-studio.mjs`: installs the Studio (sanity/) from its own lockfile when its
// install is missing or stale (scripts/lib/studio-install.mjs says why it has one of its own).
import { ensureStudio } from "./lib/studio-install.mjs";

ensureStudio().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
