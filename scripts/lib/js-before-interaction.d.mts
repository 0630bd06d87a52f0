import type { Page } from "playwright-core";

import type { ScriptSize } from "./first-load-js.mjs";

export const quietMs: number;
export function measureJsBeforeInteraction(
  page: Page,
  url: string,
  options: { root: string; timeoutMs?: number },
): Promise<{ scripts: ScriptSize[]; totalBytes: number }>;
