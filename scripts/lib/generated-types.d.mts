export const generatedTypesPath: string;
export function readGeneratedTypes(path?: string): string | null;
export function staleTypesMessage(committed: string | null, generated: string | null, path?: string): string | null;
