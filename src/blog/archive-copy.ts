/**
 * The words of an archive page, from its label ("November 2026", "November 2026, page 2"): its
 * title, description and social card say the same (the card's text is the title without the
 * blog's name, as a post's is). No post count: the card and the description stay the same file
 * and text while the month fills.
 */
export const archiveCardTitle = (label: string): string => `Archive: ${label}`;

export const archivePageTitle = (label: string): string => `${archiveCardTitle(label)} | Meridian Studio Blog`;

export const archivePageDescription = (label: string): string =>
  `Every Meridian Studio blog post published in ${label}: insights, tips and stories from SaaS video production.`;
