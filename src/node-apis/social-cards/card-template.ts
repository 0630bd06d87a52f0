import { createElement as h, type ReactElement } from "react";

import { agencyName, siteName } from "../../config/site";
import { colors, fontWeights } from "../../theme/tokens";
import { clampDescription, fitTitle, titleLineHeight } from "./card-text";

/** The two offers of the site; each card looks like the offer its page sells. */
export type CardOffer = "investment" | "agency";

export interface CardContent {
  title: string;
  description: string;
  offer: CardOffer;
  /** The line above the title: the offer, or "Blog" for posts. */
  kicker: string;
}

export const cardWidth = 1200;
export const cardHeight = 630;

const padding = 72;
const textWidth = cardWidth - 2 * padding;
/** Height left for the title once kicker, description and footer have their rows. */
const titleBoxHeight = 270;
const descriptionSize = 30;

const looks = {
  investment: {
    background: colors.brandStrong,
    rule: colors.investmentAccent,
    kicker: colors.investmentAccent,
    title: colors.paper,
    text: colors.brandSoft,
    brand: siteName,
  },
  agency: {
    background: colors.night,
    rule: colors.brand,
    kicker: colors.brandSoft,
    title: colors.paper,
    text: colors.nightMuted,
    brand: agencyName,
  },
} as const;

/** The card as an element tree satori lays out (flexbox, wrapping at spaces with the real font metrics). */
export function cardElement({ title, description, offer, kicker }: CardContent): ReactElement {
  const look = looks[offer];
  const fitted = fitTitle(title, textWidth, titleBoxHeight);
  return h(
    "div",
    {
      style: {
        width: cardWidth,
        height: cardHeight,
        display: "flex",
        flexDirection: "column",
        padding,
        backgroundColor: look.background,
        fontFamily: "Inter",
        borderTop: `16px solid ${look.rule}`,
      },
    },
    h(
      "div",
      {
        style: {
          display: "flex",
          fontSize: 26,
          fontWeight: fontWeights.bold,
          color: look.kicker,
          letterSpacing: 2,
          textTransform: "uppercase",
        },
      },
      kicker,
    ),
    h(
      "div",
      { style: { display: "flex", height: titleBoxHeight, alignItems: "center", marginTop: 12 } },
      h(
        "div",
        {
          style: {
            fontSize: fitted.fontSize,
            lineHeight: titleLineHeight,
            fontWeight: fontWeights.bold,
            color: look.title,
          },
        },
        fitted.text,
      ),
    ),
    h(
      "div",
      { style: { display: "flex", fontSize: descriptionSize, lineHeight: 1.35, color: look.text, marginTop: 8 } },
      clampDescription(description, textWidth, descriptionSize, 2),
    ),
    h(
      "div",
      { style: { display: "flex", marginTop: "auto", fontSize: 30, fontWeight: fontWeights.bold, color: look.title } },
      look.brand,
    ),
  );
}
