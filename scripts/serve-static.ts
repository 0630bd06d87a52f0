#!/usr/bin/env node
// Serves public/ at http://localhost:$PORT (default 9000; 0 picks a free port, printed).
// EXIT_WITH_PARENT=1 (set by npm start): exit when stdin closes, i.e. when npm start is gone.
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";

import { onParentExit } from "../local-supabase/lib/parent-watch.ts";
import { createStaticServer } from "./hosts/static-server.ts";

const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "0.0.0.0";
const root = resolve(process.env.PUBLIC_DIR ?? "public");

const server = createStaticServer({ root });
server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(error.code === "EADDRINUSE" ? `Port ${port} is in use. Set PORT to another port.` : error.message);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Site served at http://localhost:${(server.address() as AddressInfo).port}`);
});

const stop = () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
onParentExit(stop);
