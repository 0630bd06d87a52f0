// Serves the built site on a free port for the browser tests.
import { resolve } from "node:path";

import { createStaticServer } from "../../scripts/lib/static-server.mjs";

export default async function globalSetup() {
  const server = createStaticServer({ root: resolve("public") });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address();
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  globalThis.__E2E_SERVERS__ = [server];
}
