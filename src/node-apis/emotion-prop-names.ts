import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";

/**
 * The one regular expression @emotion/is-prop-valid tests props with: the React and HTML prop
 * names it lets through to a DOM element, then the data-, aria- and x- prefixes. Matched whole,
 * so a new release that words it otherwise fails the build here rather than filtering props
 * differently from Emotion.
 */
const propsRegexSource =
  /var reactPropsRegex = \/\^\(\(([A-Za-z0-9|]+)\)\|\(\(\[Dd\]\[Aa\]\[Tt\]\[Aa\]\|\[Aa\]\[Rr\]\[Ii\]\[Aa\]\|x\)-\.\*\)\)\$\/;/;

/** The prop names @emotion/is-prop-valid's source (its ESM build) accepts by name, in its order. */
export function emotionPropNames(source: string): string[] {
  const match = propsRegexSource.exec(source);
  if (!match?.[1]) {
    throw new Error(
      "@emotion/is-prop-valid no longer holds its prop names as `var reactPropsRegex = /^((name|…)|(([Dd][Aa][Tt][Aa]|[Aa][Rr][Ii][Aa]|x)-.*))$/;`: " +
        "update src/node-apis/emotion-prop-names.ts and src/app/prop-validator.ts to its new rule, or drop the stand-in from on-create-webpack-config.ts",
    );
  }
  return match[1].split("|");
}

/** The source of the copy of @emotion/is-prop-valid that @emotion/styled imports (from the site's directory). */
export function installedIsPropValidSource(siteDir = "."): string {
  const fromStyled = createRequire(
    createRequire(resolve(siteDir, "package.json")).resolve("@emotion/styled/package.json"),
  );
  const packageDir = dirname(fromStyled.resolve("@emotion/is-prop-valid/package.json"));
  return readFileSync(join(packageDir, "dist", "emotion-is-prop-valid.esm.js"), "utf8");
}
