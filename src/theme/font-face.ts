import interLatinWoff2 from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/** Self-hosted Inter (variable weight), Latin subset: it covers English and Portuguese. */
export const interLatinUrl: string = interLatinWoff2;

/**
 * Preloaded from gatsby-ssr so it usually arrives with the first paint; `optional` never
 * swaps it in later, so text cannot shift or repaint once shown. When it is late, the
 * fallback (a local Arial-metric face scaled to Inter's metrics) is used for the visit.
 */
export const interFontFace = `
  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-display: optional;
    font-weight: 100 900;
    src: url(${interLatinUrl}) format("woff2-variations");
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329,
      U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
`;

/** Arial (or its metric twin Liberation Sans) adjusted to Inter's advance widths and vertical metrics. */
export const interFallbackFontFace = `
  @font-face {
    font-family: "Inter Fallback";
    src: local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans");
    size-adjust: 107.12%;
    ascent-override: 90.44%;
    descent-override: 22.52%;
    line-gap-override: 0%;
  }
`;

