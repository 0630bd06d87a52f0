/**
 * The GraphQL types gatsby-source-sanity 7.9 derives from the deployed GraphQL
 * API of the schemas in sanity/schemas (post, author, mainImage, blockContent),
 * written out by hand because this plugin never talks to Sanity. The rewrite
 * rules are the plugin's (src/util/rewriteGraphQLSchema.ts): `Sanity` + the
 * start-cased type name, ID → String, DateTime → Date @dateformat, references
 * → @link(from: "field._ref"), every object type @dontInfer, documents
 * implement SanityDocument & Node, and every non-scalar field also gets a
 * `_raw<Field>` JSON field.
 */
const rawArg = "(resolveReferences: SanityResolveReferencesConfiguration)";

export const sanityTypeDefs = /* GraphQL */ `
  input SanityResolveReferencesConfiguration {
    "Max depth to resolve references to"
    maxDepth: Int!
  }

  interface SanityDocument {
    _id: String
    _type: String
    _createdAt: Date @dateformat
    _updatedAt: Date @dateformat
    _rev: String
  }

  type SanitySlug @dontInfer {
    _key: String
    _type: String
    current: String
    source: String
  }

  type SanitySpan @dontInfer {
    _key: String
    _type: String
    marks: [String]
    text: String
  }

  type SanityBlock @dontInfer {
    _key: String
    _type: String
    children: [SanitySpan]
    style: String
    list: String
    level: Float
    _rawChildren${rawArg}: JSON
  }

  type SanityImageHotspot @dontInfer {
    _key: String
    _type: String
    x: Float
    y: Float
    height: Float
    width: Float
  }

  type SanityImageCrop @dontInfer {
    _key: String
    _type: String
    top: Float
    bottom: Float
    left: Float
    right: Float
  }

  type SanityImageDimensions @dontInfer {
    _key: String
    _type: String
    height: Float
    width: Float
    aspectRatio: Float
  }

  type SanityImageMetadata @dontInfer {
    _key: String
    _type: String
    location: SanityGeopoint
    dimensions: SanityImageDimensions
    lqip: String
    blurHash: String
    hasAlpha: Boolean
    isOpaque: Boolean
    _rawLocation${rawArg}: JSON
    _rawDimensions${rawArg}: JSON
  }

  type SanityGeopoint @dontInfer {
    _key: String
    _type: String
    lat: Float
    lng: Float
    alt: Float
  }

  type SanityFile @dontInfer {
    _key: String
    _type: String
    asset: SanityFileAsset @link(from: "asset._ref")
    _rawAsset${rawArg}: JSON
  }

  type SanityFileAsset implements SanityDocument & Node @dontInfer {
    _id: String
    _type: String
    _createdAt: Date @dateformat
    _updatedAt: Date @dateformat
    _rev: String
    _key: String
    originalFilename: String
    label: String
    title: String
    description: String
    altText: String
    sha1hash: String
    extension: String
    mimeType: String
    size: Float
    assetId: String
    uploadId: String
    path: String
    url: String
    source: SanityAssetSourceData
    _rawSource${rawArg}: JSON
  }

  type SanityImage @dontInfer {
    _key: String
    _type: String
    asset: SanityImageAsset @link(from: "asset._ref")
    hotspot: SanityImageHotspot
    crop: SanityImageCrop
    _rawAsset${rawArg}: JSON
    _rawHotspot${rawArg}: JSON
    _rawCrop${rawArg}: JSON
  }

  type SanityMainImage @dontInfer {
    _key: String
    _type: String
    asset: SanityImageAsset @link(from: "asset._ref")
    hotspot: SanityImageHotspot
    crop: SanityImageCrop
    alt: String
    _rawAsset${rawArg}: JSON
    _rawHotspot${rawArg}: JSON
    _rawCrop${rawArg}: JSON
  }

  type SanityImageAsset implements SanityDocument & Node @dontInfer {
    _id: String
    _type: String
    _createdAt: Date @dateformat
    _updatedAt: Date @dateformat
    _rev: String
    _key: String
    originalFilename: String
    label: String
    title: String
    description: String
    altText: String
    sha1hash: String
    extension: String
    mimeType: String
    size: Float
    assetId: String
    uploadId: String
    path: String
    url: String
    metadata: SanityImageMetadata
    source: SanityAssetSourceData
    _rawMetadata${rawArg}: JSON
    _rawSource${rawArg}: JSON
  }

  type SanityAssetSourceData @dontInfer {
    _key: String
    _type: String
    name: String
    id: String
    url: String
  }

  type SanityAuthor implements SanityDocument & Node @dontInfer {
    _id: String
    _type: String
    _createdAt: Date @dateformat
    _updatedAt: Date @dateformat
    _rev: String
    _key: String
    name: String
    slug: SanitySlug
    image: SanityImage
    _rawSlug${rawArg}: JSON
    _rawImage${rawArg}: JSON
  }

  type SanityPost implements SanityDocument & Node @dontInfer {
    _id: String
    _type: String
    _createdAt: Date @dateformat
    _updatedAt: Date @dateformat
    _rev: String
    _key: String
    title: String
    slug: SanitySlug
    publishedAt: Date @dateformat
    excerpt: String
    mainImage: SanityMainImage
    author: SanityAuthor @link(from: "author._ref")
    body: [SanityBlock]
    _rawSlug${rawArg}: JSON
    _rawMainImage${rawArg}: JSON
    _rawAuthor${rawArg}: JSON
    _rawBody${rawArg}: JSON
  }
`;

/**
 * Per document type, the non-scalar fields: the node keeps each one's
 * unrewritten value under `_rawData<Field>`, as gatsby-source-sanity does.
 */
export const rawFieldsByType: Record<string, string[]> = {
  SanityPost: ["slug", "mainImage", "author", "body"],
  SanityAuthor: ["slug", "image"],
  SanityImageAsset: ["metadata", "source"],
};

/** Object types whose `_raw<Field>` fields read a `_rawData<Field>` key or the field itself. */
export const rawFieldOwners: Record<string, string[]> = {
  ...rawFieldsByType,
  SanityBlock: ["children"],
  SanityImageMetadata: ["location", "dimensions"],
  SanityFile: ["asset"],
  SanityImage: ["asset", "hotspot", "crop"],
  SanityMainImage: ["asset", "hotspot", "crop"],
};
