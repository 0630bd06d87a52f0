import { CacheProvider, ClassNames, css } from "@emotion/react";
import { render } from "@testing-library/react";
import * as React from "react";

import { browserEmotionCache, prerenderedIdsAttribute } from "../emotion-browser-cache";

const card = css`
  color: rgb(1, 2, 3);
`;
const note = css`
  color: rgb(4, 5, 6);
`;
const idOf = (styles: { name: string }): string => styles.name;

function Styled(): React.ReactElement {
  return (
    <ClassNames>
      {(classNames) => (
        <>
          <p className={classNames.css(card)}>Prerendered</p>
          <p className={classNames.css(note)}>New on the client</p>
        </>
      )}
    </ClassNames>
  );
}

describe("browserEmotionCache", () => {
  it("adopts the prerendered head styles: no rule inserted twice, no prerendered style element moved", () => {
    document.head.innerHTML =
      `<style ${prerenderedIdsAttribute}="${idOf(card)} other1">.css-${idOf(card)}{color:rgb(1, 2, 3);}</style>` +
      '<meta name="after-styles" content="">';
    const prerendered = document.head.firstElementChild;
    const cache = browserEmotionCache();
    expect(cache.inserted[idOf(card)]).toBe(true);
    expect(cache.inserted.other1).toBe(true);

    render(
      <CacheProvider value={cache}>
        <Styled />
      </CacheProvider>,
    );

    expect(document.head.firstElementChild).toBe(prerendered);
    const inserted = [...document.head.querySelectorAll("style:not([data-emotion-ids])")];
    const insertedRules = inserted.flatMap((style) =>
      [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
    );
    expect(insertedRules.some((rule) => rule.includes(idOf(note)))).toBe(true);
    expect(insertedRules.some((rule) => rule.includes(idOf(card)))).toBe(false);
  });

  it("is one cache for the page's lifetime", () => {
    expect(browserEmotionCache()).toBe(browserEmotionCache());
  });
});
