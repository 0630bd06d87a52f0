import type { Server } from "node:http";
export const netlifyDefaultCacheControl: string;
export function loadNetlifyRules(options: { root: string; configPath?: string }): Promise<{ errors: string[] }>;
export function createNetlifyServer(options: { root: string; configPath?: string }): Promise<Server>;
