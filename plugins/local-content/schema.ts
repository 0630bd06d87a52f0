import type { GatsbyNode } from "gatsby";

/**
 * Every local content type, declared rather than inferred (@dontInfer) so a
 * page's query keeps working, returning empty lists or nulls, when an editor
 * empties a file or leaves out an optional field. Field names follow the product
 * spec's content model (SPEC.md, section 3, kept outside this repository); `order` keeps the editor's file order, `group` says which page
 * block a shared type feeds.
 */
export const typeDefs = `
  type CaseStudyTile implements Node @dontInfer {
    contentId: String!
    title: String!
    subtitle: String!
    result: String!
    metric: String!
    hasVideo: Boolean!
    mediaId: String
    order: Int!
  }

  type BeforeAfterTab implements Node @dontInfer {
    contentId: String!
    label: String!
    description: String!
    before: BeforeAfterSide!
    after: BeforeAfterSide!
    order: Int!
  }

  type BeforeAfterSide {
    title: String!
    text: String!
    "A hosted-video media id, or youtube:<video id> for a YouTube embed."
    video: String!
  }

  type CareerPosition implements Node @dontInfer {
    contentId: String!
    title: String!
    type: String!
    location: String!
    description: String!
    requirements: [String!]!
    order: Int!
  }

  type ShortVideoSample implements Node @dontInfer {
    contentId: String!
    title: String!
    company: String!
    thumbnail: String!
    duration: String!
    hasVideo: Boolean!
    mediaId: String
    order: Int!
  }

  type VideoShowcaseItem implements Node @dontInfer {
    contentId: String!
    showcase: String!
    title: String!
    subtitle: String!
    mediaId: String!
    duration: String!
    order: Int!
  }

  type GifItem implements Node @dontInfer {
    contentId: String!
    title: String!
    caption: String
    order: Int!
  }

  type FaqSet implements Node @dontInfer {
    page: String!
    lang: String!
    title: String!
    items: [FaqItem!]!
  }

  type FaqItem {
    question: String!
    answer: String!
  }

  type PressLogo implements Node @dontInfer {
    name: String!
    src: String!
    width: Int!
    height: Int!
    order: Int!
  }

  type ResultMetric implements Node @dontInfer {
    group: String!
    metric: String!
    description: String!
    order: Int!
  }

  type Service implements Node @dontInfer {
    group: String!
    name: String!
    description: String!
    provider: String!
    order: Int!
  }

  type FeaturePoint implements Node @dontInfer {
    group: String!
    title: String!
    description: String!
    order: Int!
  }

  type ProcessStep implements Node @dontInfer {
    group: String!
    number: String!
    title: String!
    description: String!
    order: Int!
  }

  type TeamMember implements Node @dontInfer {
    name: String!
    role: String!
    bio: String!
    initials: String!
    order: Int!
  }

  type ProseDocument implements Node @dontInfer {
    key: String!
    title: String!
    updated: String
    sections: [ProseSection!]!
  }

  type ProseSection {
    heading: String!
    paragraphs: [String!]!
    list: [String!]
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
