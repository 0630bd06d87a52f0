import { Writable } from "node:stream";

import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import * as React from "react";
import { renderToPipeableStream } from "react-dom/server";

import { prerenderedIdsAttribute } from "./emotion-browser-cache";

/** Renders like Gatsby does (streaming, waiting for every Suspense boundary) into one string. */
function renderAllReady(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Bytes are joined before decoding, so a character split across chunks stays whole
    // (Gatsby's own sink decodes chunk by chunk and left NUL bytes in pages with accents).
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

function headStyles(cache: EmotionCache, html: string): React.ReactElement[] {
  return createEmotionServer(cache)
    .extractCriticalToChunks(html)
    .styles.filter((style) => style.css)
    .map((style) => (
      <style
        key={`${style.key}-${style.ids.join("-") || "global"}`}
        {...{ [prerenderedIdsAttribute]: style.ids.join(" ") }}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    ));
}

/**
 * Prerenders a page with Emotion's critical CSS in <head>. By default Emotion writes a
 * <style> before each styled element in <body>, which is invalid HTML (the W3C validator
 * rejects <style> inside <button>, and selectors reaching outside the parent). In the
 * browser, gatsby-browser's cache (emotion-browser-cache.ts) adopts these head styles by
 * their ids, so hydration inserts nothing twice and moves nothing.
 */
export const renderWithExtractedCss: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  setHeadComponents,
  replaceBodyHTMLString,
}) => {
  const cache = createCache({ key: "css" });
  // compat mode makes Emotion record styles in the cache instead of writing inline <style> tags.
  cache.compat = true;
  const html = await renderAllReady(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  setHeadComponents(headStyles(cache, html));
  replaceBodyHTMLString(html);
};
