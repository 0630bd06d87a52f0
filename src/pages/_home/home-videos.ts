/** The videos the home page plays: the hero's hosted video and the sales letter. */
export const homeVideos = {
  heroMediaId: "h3r0m3d1a0",
  vslPlayerId: "6650a1c2e4b0d3f9a7c10b21",
} as const;
