import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import * as React from "react";
import { renderToString } from "react-dom/server";

/**
 * Prerenders a page with Emotion's critical CSS moved into <head>. By default Emotion
 * writes a <style> before each styled element in <body>, which is invalid HTML (the W3C
 * validator rejects <style> inside <button>, and selectors reaching outside the parent).
 * In the browser, Emotion's default cache (key "css") adopts these head styles by their
 * data-emotion ids, so hydration inserts nothing twice.
 */
export const renderWithExtractedCss: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  setHeadComponents,
  replaceBodyHTMLString,
}) => {
  const cache = createCache({ key: "css" });
  // compat mode makes Emotion record styles in the cache instead of writing inline <style> tags.
  cache.compat = true;
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  setHeadComponents(
    styles
      .filter((style) => style.css)
      .map((style) => (
        <style
          key={`${style.key}-${style.ids.join("-") || "global"}`}
          data-emotion={`${style.key} ${style.ids.join(" ")}`}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  );
  replaceBodyHTMLString(html);
};
