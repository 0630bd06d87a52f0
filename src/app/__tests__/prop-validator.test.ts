import isPropValid from "@emotion/is-prop-valid";

import { emotionPropNames, installedIsPropValidSource } from "../../node-apis/emotion-prop-names";
import { propValidator } from "../prop-validator";

const names = emotionPropNames(installedIsPropValidSource());
const standIn = propValidator(names);

/** Props the site's styled components take, and the shapes Emotion's rule treats apart. */
const otherProps = [
  "",
  "as",
  "css",
  "theme",
  "variant",
  "tone",
  "shape",
  "columns",
  "gap",
  "isOpen",
  "on",
  "onClick",
  "onclick",
  "on1",
  "on-",
  "onZ",
  "on[",
  "one",
  "data-testid",
  "DATA-x",
  "DaTa-x",
  "data",
  "data-",
  "datax",
  "aria-label",
  "ARIA-hidden",
  "x-",
  "X-custom",
  "x-custom",
  "data-\nline",
  "aria-\u2028",
  "children\n",
  " className",
  "__proto__",
  "constructor",
  "toString",
];

describe("propValidator, the browser bundle's stand-in for @emotion/is-prop-valid", () => {
  it("reads all of the installed package's prop names", () => {
    expect(names.length).toBeGreaterThan(400);
    expect(names).toEqual(expect.arrayContaining(["children", "className", "href", "tabIndex", "fetchpriority"]));
  });

  it("answers as Emotion does for each of its names and for each name changed by a letter", () => {
    const variants = names.flatMap((name) => [name, name.toUpperCase(), `${name}s`, name.slice(1), `${name}-x`]);
    const differing = variants.filter((prop) => standIn(prop) !== isPropValid(prop));
    expect(differing).toEqual([]);
  });

  it("answers as Emotion does for custom props, event handlers and data-, aria- and x- attributes", () => {
    const answers = otherProps.map((prop) => [prop, standIn(prop)]);
    expect(answers).toEqual(otherProps.map((prop) => [prop, isPropValid(prop)]));
    // Both ways occur among them, so the comparison could fail either way.
    expect(answers.filter(([, valid]) => valid)).not.toHaveLength(0);
    expect(answers.filter(([, valid]) => !valid)).not.toHaveLength(0);
  });

  it("fails the build, naming what to update, when the package words its rule otherwise", () => {
    expect(() => emotionPropNames("var reactPropsRegex = /^(children|key)$/;")).toThrow(
      /no longer holds its prop names[\s\S]*src\/app\/prop-validator\.ts/,
    );
  });
});
