/**
 * The words of an archive page, from its label ("November 2026", "November 2026, page 2"): its
 * title, description and social card say the same. No post count: the card and the description
 * stay the same file and text while the month fills.
 */
export const archivePageTitle = (label: string): string => `Blog Archive: ${label} | Meridian Studio`;

export const archiveCardTitle = (label: string): string => `Blog Archive: ${label}`;

export const archivePageDescription = (label: string): string =>
  `Every Meridian Studio blog post published in ${label}: insights, tips and stories from SaaS video production.`;
