export const studioEntrancePath: string;
export function createStudioSecretCheck(sanity: { projectId: string; dataset: string; token: string; apiHost?: string }): (requestUrl: URL) => Promise<{ redirectTo: string } | null>;
