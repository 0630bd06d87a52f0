export interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  body: string;
}
export interface RouteProbe {
  path: string;
  canonical: Answer;
  other: string | null;
  otherAnswer: Answer | null;
  /** The page itself: the canonical answer, or where it redirected. */
  page: Answer;
}
/** A site address a built page links to, and what the host answered (no redirect followed). */
export interface LinkProbe {
  path: string;
  status: number;
  location: string | null;
}
export interface Probe {
  routes: RouteProbe[];
  links: LinkProbe[];
  postNotFound: Answer;
  postNotFoundSlash: Answer;
  unknown: Answer;
  hashedScript: Answer | null;
  staticFile: Answer | null;
  pageData: Answer;
}
export const securityHeaderNames: string[];
export function sitemapPaths(publicDir: string): string[];
export function otherSlashForm(path: string): string | null;
export function assetSamples(publicDir: string): { hashedScript: string | null; staticFile: string | null; pageData: string };
export function locationPath(location: string | null, baseUrl: string): string | null;
export function probeHost(baseUrl: string, publicDir: string): Promise<Probe>;
export function summarise(probe: Probe, baseUrl: string, reference: Headers): Record<string, string>;
