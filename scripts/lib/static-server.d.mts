import type { Server } from "node:http";
export function createStaticServer(options: { root: string }): Server;
