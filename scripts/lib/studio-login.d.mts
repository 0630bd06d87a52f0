export function studioTokenEntry(projectId: string, token: string, time?: string): { key: string; value: string };
export function studioLoginScript(projectId: string, token: string): string;
