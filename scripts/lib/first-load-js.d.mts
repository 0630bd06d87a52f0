export interface ScriptSize {
  name: string;
  bytes: number;
}
export function builtPages(root: string): Array<[route: string, file: string]>;
export function firstLoadJs(root: string, htmlFile: string, route: string): { scripts: ScriptSize[]; totalBytes: number };
export function kb(bytes: number): string;
export function loaderSources(body: string): string[];
