export const compatibilityDate: string;
export const offlineEnv: Record<string, string>;
export function startCloudflarePages(options: { root: string; timeoutMs?: number }): Promise<{ url: string; stop: () => Promise<void>; output: () => string }>;
