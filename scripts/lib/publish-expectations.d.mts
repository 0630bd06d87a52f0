export type BlogChange = { change: "none" } | { change: "edit" | "add" | "delete"; slug: string; month?: string; neighbours?: string[] };
export function expectedChanges(change: BlogChange): { required: string[]; allows: (path: string) => boolean; missing: (paths: string[]) => string[] };
