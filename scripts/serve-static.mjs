#!/usr/bin/env node
// Serves public/ at http://localhost:$PORT (default 9000).
import { resolve } from "node:path";

import { createStaticServer } from "./lib/static-server.mjs";

const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "0.0.0.0";
const root = resolve(process.env.PUBLIC_DIR ?? "public");

createStaticServer({ root }).listen(port, host, () => {
  console.log(`Site served at http://localhost:${port}`);
});
