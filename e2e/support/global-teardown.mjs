import { rmSync } from "node:fs";

import { stopBackend } from "../../scripts/test-support/e2e-backend.ts";

export default async function globalTeardown() {
  await Promise.all((globalThis.__E2E_SERVERS__ ?? []).map((server) => new Promise((done) => server.close(done))));
  const dir = process.env.E2E_BACKEND_DIR;
  if (dir) {
    await stopBackend(dir);
    rmSync(dir, { recursive: true, force: true });
  }
}
