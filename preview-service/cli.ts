// `npm run preview`: the editors' preview a host runs. gatsby develop (watch mode, drafts overlaid,
// click-to-edit) on a loopback port nobody outside can reach, and the front (front.ts) on PORT,
// which lets in only browsers that came in with PREVIEW_SECRET. When gatsby develop stops, the
// front stops and this exits non-zero, so the host restarts the service; SIGTERM/SIGINT stop both.
import { spawn } from "node:child_process";
import { join } from "node:path";

import { freePort } from "../server-hardening/index.ts";
import { createPreviewFront } from "./front.ts";
import { gatsbyDevelopEnv, readPreviewConfig } from "./preview-config.ts";
import { createStudioSecretCheck } from "./studio-entrance.ts";

// The site to develop is the working directory, as for every npm script (tests run a copy).
const root = process.cwd();
const stopTimeoutMs = 10000;

const { problems, config } = readPreviewConfig(process.env);
if (!config) {
  console.error(`✖ The preview cannot start:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}

const gatsbyPort = await freePort();
const gatsby = spawn(
  join(root, "node_modules/.bin/gatsby"),
  ["develop", "--host", "127.0.0.1", "--port", String(gatsbyPort)],
  {
    cwd: root,
    env: gatsbyDevelopEnv(process.env),
    stdio: ["ignore", "inherit", "inherit"],
  },
);
const front = createPreviewFront({
  upstream: `http://127.0.0.1:${gatsbyPort}`,
  secret: config.secret,
  trustedProxy: config.trustedProxy,
  checkStudioSecret: createStudioSecretCheck(config.sanity),
});

let stopping = false;
function stop(code: number, message?: string): void {
  if (stopping) return;
  stopping = true;
  if (message) console.error(message);
  front.close();
  front.closeAllConnections();
  if (gatsby.exitCode !== null || gatsby.signalCode !== null) process.exit(code);
  gatsby.once("exit", () => process.exit(code));
  gatsby.kill("SIGTERM");
  setTimeout(() => {
    gatsby.kill("SIGKILL");
    process.exit(code);
  }, stopTimeoutMs).unref();
}

gatsby.once("error", (error) => stop(1, `✖ gatsby develop could not start: ${error.message}`));
gatsby.once("exit", (code, signal) =>
  stop(1, `✖ gatsby develop ${signal ? `was killed by ${signal}` : `exited with code ${code}`}; the preview stops.`),
);
front.once("error", (error) => stop(1, `✖ The preview front cannot listen on port ${config.port}: ${error.message}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stop(0));

front.listen(config.port, () => {
  console.log(
    `Editors' preview: the front listens on port ${config.port}, gatsby develop behind it on 127.0.0.1:${gatsbyPort}.\n` +
      `Editors come in from the Studio's Presentation tool (/__preview/enable), or once with ?preview-secret=<PREVIEW_SECRET> on any URL.`,
  );
});
