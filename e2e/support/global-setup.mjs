// Serves the built site on a free port and starts the local backend (fresh data) that the build
// points at (scripts/test-support/e2e-backend.ts) for the browser tests, forwarding leads to a local
// spreadsheet webhook.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { e2eBackendPort, e2eBackendUrl, spawnBackend } from "../../scripts/test-support/e2e-backend.ts";
import { createStaticServer } from "../../scripts/hosts/static-server.ts";
import { startSheetWebhookListener } from "./sheet-webhook-listener.mjs";

function buildPointsAt(url) {
  const root = resolve("public");
  if (!existsSync(root)) return false;
  return readdirSync(root).some((file) => file.endsWith(".js") && readFileSync(join(root, file), "utf8").includes(url));
}

export default async function globalSetup() {
  const server = createStaticServer({ root: resolve("public") });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address();
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  globalThis.__E2E_SERVERS__ = [server];

  // Leads go to a local spreadsheet webhook; the sweep runs every second so a test sees a lead the
  // browser's call missed within seconds (the backend's restarts in tests inherit these).
  const sheet = await startSheetWebhookListener();
  globalThis.__E2E_SERVERS__.push(sheet.server);
  process.env.E2E_SHEET_WEBHOOK_URL = sheet.url;
  process.env.SHEETS_WEBHOOK_URL = `${sheet.url}/sheet`;
  process.env.SHEETS_SWEEP_INTERVAL_MS = "1000";

  const dir = mkdtempSync(join(tmpdir(), "e2e-backend-"));
  // Every browser test posts from 127.0.0.1: the per-address cap is tested in local-supabase/__tests__.
  await spawnBackend({
    dir,
    port: e2eBackendPort,
    env: { LEADS_PER_ADDRESS_PER_HOUR: process.env.LEADS_PER_ADDRESS_PER_HOUR ?? "0" },
  });
  process.env.E2E_BACKEND_DIR = dir;
  process.env.E2E_BACKEND_URL = e2eBackendUrl;
  process.env.E2E_BACKEND_PORT = String(e2eBackendPort);
  process.env.E2E_SERVICE_ROLE_KEY = readFileSync(join(dir, "service-role-key"), "utf8").trim();
  if (!buildPointsAt(e2eBackendUrl)) {
    console.warn(
      `\n⚠ public/ was not built against ${e2eBackendUrl}; lead-capture browser tests will fail. ` +
        "Build with the environment from scripts/test-support/e2e-backend.ts (npm test does).\n",
    );
  }
}
