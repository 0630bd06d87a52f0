export interface HeaderRule {
  pattern: RegExp;
  headers: Array<[string, string]>;
}
export interface RedirectRule {
  pattern: RegExp;
  to: string;
  status: number;
}
export interface CdnRules {
  headers: HeaderRule[];
  redirects: RedirectRule[];
}
export function patternToRegExp(pattern: string): RegExp;
export function parseHeaders(text: string): HeaderRule[];
export function parseRedirects(text: string): RedirectRule[];
export function loadCdnRules(root: string): CdnRules;
export function headersFor(rules: CdnRules, pathname: string): Array<[string, string]>;
