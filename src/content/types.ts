/**
 * The shapes pages receive from the local-content GraphQL types
 * (plugins/local-content/schema.ts). Components take these as props.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface FeaturePoint {
  title: string;
  description: string;
}

export interface ProcessStep {
  number: string;
  title: string;
  description: string;
}

export interface CaseStudyTile {
  contentId: string;
  title: string;
  subtitle: string;
  result: string;
  metric: string;
  hasVideo: boolean;
  mediaId: string | null;
}

export interface BeforeAfterSide {
  title: string;
  text: string;
  video: string;
}

export interface BeforeAfterTab {
  contentId: string;
  label: string;
  description: string;
  before: BeforeAfterSide;
  after: BeforeAfterSide;
}

export interface VideoShowcaseItem {
  contentId: string;
  title: string;
  subtitle: string;
  mediaId: string;
  duration: string;
}

export interface ShortVideoSample {
  contentId: string;
  title: string;
  company: string;
  thumbnail: string;
  duration: string;
  hasVideo: boolean;
  mediaId: string | null;
}

export interface ResultMetric {
  metric: string;
  description: string;
}

export interface ProseSection {
  heading: string;
  paragraphs: string[];
  list: string[] | null;
}

export interface ProseDocument {
  title: string;
  updated: string | null;
  sections: ProseSection[];
}

/** A GraphQL list field: `{ nodes: [...] }`. */
export interface NodeList<T> {
  nodes: T[];
}
