import { mq, reducedMotion } from "./media";
import { colors, fontSizes, fonts, lineHeights, sizes, space, zIndices } from "./tokens";

/**
 * The site-wide base styles, as plain CSS built from the tokens. gatsby-ssr writes them
 * into every page's <head> at build time, so they cost no JavaScript in the browser.
 */
export const globalCss = `
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${sizes.headerHeight} + 1rem);
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: ${lineHeights.normal};
    color: ${colors.ink};
    background: ${colors.paper};
    min-width: 320px;
    overflow-wrap: break-word;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: ${lineHeights.tight};
    margin: 0 0 0.5em;
  }
  p {
    margin: 0 0 1em;
  }
  img,
  svg,
  video,
  iframe {
    max-width: 100%;
  }
  a {
    color: ${colors.brand};
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${colors.focusHalo};
  }
  /* The site's one toast live region (components/toast/ToastProvider.tsx). */
  [data-toast-region] {
    position: fixed;
    right: ${space[4]};
    bottom: ${space[4]};
    left: ${space[4]};
    z-index: ${zIndices.toast};
    display: flex;
    flex-direction: column;
    gap: ${space[2]};
    pointer-events: none;
  }
  ${mq.sm} {
    [data-toast-region] {
      left: auto;
      width: 24rem;
    }
  }
  /* Set while the bottom edge would cover a control the visitor taps next (components/toast/keep-clear.ts). */
  [data-toast-region][data-placement="top"] {
    top: ${space[4]};
    bottom: auto;
  }
  /* The lead dialog ends in buttons at its bottom edge (a bottom sheet on phones, centred
     from md): while it is open, toasts sit at the top so they never cover the next tap. */
  body:has([role="dialog"][data-placement="bottom-sheet"]) [data-toast-region] {
    top: ${space[4]};
    bottom: auto;
  }
  /* The home page's press strip: a visible pause checkbox (WCAG 2.2.2), pure CSS so it
     costs that page no JavaScript; under reduced motion nothing moves and it is hidden. */
  .press-strip-pause {
    align-self: flex-end;
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    margin: 0 ${space[4]} ${space[2]};
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
    cursor: pointer;
  }
  .press-strip-pause input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${colors.brand};
  }
  section:has(> .press-strip-pause input:checked) [data-track] {
    animation-play-state: paused;
  }
  .press-strip-viewport {
    overflow: hidden;
    mask-image: linear-gradient(90deg, transparent, #000 10%, #000 90%, transparent);
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  ${reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
    .press-strip-pause {
      display: none;
    }
  }
`;
