import { minify_sync } from "terser";

import { afterFirstPaintLoader } from "./after-first-paint-loader";

/** The loader's settings; the same in every page of a build. */
export interface InlineLoaderSettings {
  earlyInputEvents: readonly string[];
  longestWaitMs: number;
  longestWaitForFirstPaintMs: number;
}

// Every page of a build has the same chunks: the loader is minified once (about 0.3 s), not once per page.
const minifiedByArguments = new Map<string, string>();

/**
 * The loader as inlined in a page: `afterFirstPaintLoader`'s own text called with the page's
 * chunks, minified by terser (Gatsby's own minifier) because it is in every page's HTML. The
 * constant arguments are folded into the body, so only the chunk list stays an argument.
 */
export function inlineLoaderText(chunks: string[], settings: InlineLoaderSettings): string {
  const argumentList = [chunks, settings.earlyInputEvents, settings.longestWaitMs, settings.longestWaitForFirstPaintMs]
    .map((argument) => JSON.stringify(argument))
    .join(",");
  const known = minifiedByArguments.get(argumentList);
  if (known) return known;
  const { code } = minify_sync(`(${afterFirstPaintLoader.toString()})(${argumentList})`, {
    ecma: 2015,
    compress: { passes: 3 },
    mangle: true,
  });
  if (!code) throw new Error("terser returned no code for the after-first-paint loader");
  const text = code.replace(/;$/, "");
  minifiedByArguments.set(argumentList, text);
  return text;
}
