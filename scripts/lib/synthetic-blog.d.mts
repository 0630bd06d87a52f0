export interface SyntheticDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}
export interface SyntheticPost extends SyntheticDocument {
  title: string;
  slug: { _type: "slug"; current: string };
  publishedAt: string;
}
export function copySite(siteDir: string): void;
export function syntheticPost(index: number): SyntheticPost;
export function syntheticDocuments(count: number): SyntheticDocument[];
export function writeExport(dir: string, documents: SyntheticDocument[]): string;
export function timedBuild(
  siteDir: string,
  exportPath: string,
  args?: string[],
  env?: Record<string, string>,
): Promise<{ seconds: number; cpuSeconds: number; peakMb: number; output: string }>;
export const deployBuildEnv: Record<string, string>;
export function stepTimes(output: string, minSeconds?: number): Record<string, number>;
export function loggedPages(output: string): { updated: string[]; deleted: string[] };
