export interface SiteLink {
  href: string;
  path: string;
}
export function pageFile(publicDir: string, path: string): string | null;
export function siteLinks(html: string, fromPath: string): SiteLink[];
export function clickDepths(publicDir: string, start: string, maxClicks: number): Map<string, number>;
export function postPaths(publicDir: string, feed?: string): string[];
export function postReach(
  publicDir: string,
  clicks?: number,
  start?: string,
): { posts: number; reached: number; unreached: string[]; depths: Map<string, number> };
export function postToPostLinks(publicDir: string): Map<string, string[]>;
export function slashlessLinks(publicDir: string): Array<{ page: string; href: string }>;
export function linkedSitePaths(publicDir: string): string[];
