import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { type HTMLElement, parse } from "node-html-parser";

import { builtPages } from "../../scripts/built-site/first-load-js.ts";
import { defaultSiteUrl } from "../../src/config/site";

export const publicDir = resolve("public");
export const siteUrl = (process.env.SITE_URL ?? defaultSiteUrl).replace(/\/$/, "");

export interface BuiltPage {
  route: string;
  file: string;
  html: string;
  doc: HTMLElement;
}

/** Every prerendered page of the build (404.html included as "/404"). */
export function loadBuiltPages(): BuiltPage[] {
  return builtPages(publicDir).map(([route, file]) => {
    const html = readFileSync(file, "utf8");
    return { route, file, html, doc: parse(html) };
  });
}

/** Pages a search engine may index: not marked noindex. */
export function isIndexable(page: BuiltPage): boolean {
  const robots = page.doc.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
  return !/noindex/.test(robots);
}

export function meta(page: BuiltPage, selector: string): string | undefined {
  return page.doc.querySelector(selector)?.getAttribute("content") ?? undefined;
}
