export type BlogChange = { change: "none" } | { change: "edit" | "add" | "delete"; slug: string };
export function expectedChanges(change: BlogChange): { required: string[]; allows: (path: string) => boolean };
