/**
 * Which content file holds which node type. Each file is a JSON array of
 * records; a record's own "id" (if any) is kept as `contentId`, because a
 * node's `id` must be unique across every type Gatsby knows.
 */
export const contentFiles = {
  "case-study-tiles.json": "CaseStudyTile",
  "before-after-tabs.json": "BeforeAfterTab",
  "career-positions.json": "CareerPosition",
  "short-video-samples.json": "ShortVideoSample",
  "video-showcase-items.json": "VideoShowcaseItem",
  "gif-items.json": "GifItem",
  "faq-sets.json": "FaqSet",
  "press-logos.json": "PressLogo",
  "result-metrics.json": "ResultMetric",
  "services.json": "Service",
  "feature-points.json": "FeaturePoint",
  "process-steps.json": "ProcessStep",
  "team-members.json": "TeamMember",
  "prose-documents.json": "ProseDocument",
} as const;

export type ContentFileName = keyof typeof contentFiles;
export type ContentNodeType = (typeof contentFiles)[ContentFileName];
