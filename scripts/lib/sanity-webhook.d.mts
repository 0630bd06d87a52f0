export interface RebuildWebhook {
  type: "document";
  name: string;
  description: string;
  url: string;
  dataset: string;
  rule: { on: Array<"create" | "update" | "delete">; filter: string; projection: string };
  apiVersion: string;
  httpMethod: "POST";
  includeDrafts: false;
  headers: Record<string, string>;
}
export const rebuildingTypes: string[];
export const rebuildFilter: string;
export const rebuildProjection: string;
export const webhooksApiVersion: string;
export const groqApiVersion: string;
export function rebuildWebhook(options: { buildHookUrl: string | undefined; dataset?: string }): RebuildWebhook;
export function shareLink(webhook: RebuildWebhook): string;
export function installWebhook(webhook: RebuildWebhook, options: { projectId?: string; token?: string; apiHost?: string }): Promise<unknown>;
