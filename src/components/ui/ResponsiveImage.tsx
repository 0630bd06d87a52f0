import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as React from "react";

/**
 * A gatsby-plugin-image image (its srcsets, WebP/AVIF sources and size) as a plain
 * <picture>: the browser picks and loads the file itself, with no code after hydration.
 * GatsbyImage's client part pulls react-dom/server (21 KB gz) plus its own runtime (5 KB)
 * into every blog page to re-render markup that is already prerendered. The width and
 * height attributes give the image its box before it loads; `fill` makes it cover its
 * parent's box instead (the parent sizes it). `priority` marks the page's main image (its
 * Largest Contentful Paint): fetched at high priority from the start instead of after layout,
 * and decoded in time for the frame it arrives for.
 */
export function ResponsiveImage({
  image,
  alt,
  fill = false,
  priority = false,
  lazy = false,
  className,
}: {
  image: IGatsbyImageData;
  alt: string;
  fill?: boolean;
  priority?: boolean;
  /** Fetched only as it nears the viewport (below the first screen), so it never competes with the main image. */
  lazy?: boolean;
  className?: string;
}): React.ReactElement {
  const { fallback, sources = [] } = image.images;
  const size = intrinsicSize(image);
  return (
    <Picture className={className} fill={fill}>
      {sources.map((source) => (
        <source
          key={`${source.type}-${source.media}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <Img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={size.width}
        height={size.height}
        alt={alt}
        // The main image is fetched first and painted with the frame it arrives for; other
        // images decode off the main thread and may show a frame later. React 18 renders only
        // the lowercase spelling of fetchpriority.
        {...(priority ? { fetchpriority: "high" } : { decoding: "async" as const })}
        loading={lazy && !priority ? "lazy" : undefined}
        fill={fill}
      />
    </Picture>
  );
}

/**
 * Whole-pixel width and height with the image's aspect ratio. Full-width images report
 * width 1 and height = the ratio, and HTML wants integers: the widest file in the srcset
 * stands in for the width.
 */
function intrinsicSize(image: IGatsbyImageData): { width: number; height: number } {
  const widths = [...(image.images.fallback?.srcSet ?? "").matchAll(/\s(\d+)w/g)].map((match) => Number(match[1]));
  const width = image.layout === "fullWidth" && widths.length > 0 ? Math.max(...widths) : Math.round(image.width);
  return { width, height: Math.round((width * image.height) / image.width) };
}

const shouldForwardProp = (prop: string): boolean => prop !== "fill";

const Picture = styled("picture", { shouldForwardProp })<{ fill: boolean }>`
  display: block;
  overflow: hidden;
  height: ${({ fill }) => (fill ? "100%" : "auto")};
`;

const Img = styled("img", { shouldForwardProp })<{ fill: boolean }>`
  display: block;
  width: 100%;
  height: ${({ fill }) => (fill ? "100%" : "auto")};
  object-fit: cover;
`;

/** The fallback file's URL (what gatsby-plugin-image's getSrc returns, without importing its runtime). */
export function imageSrc(image: IGatsbyImageData | null | undefined): string | undefined {
  return image?.images.fallback?.src;
}

/**
 * The fallback file's URL and pixel size, for `og:image:width` / `:height`: its width is its
 * `w` descriptor in the srcset, its height follows from the image's aspect ratio.
 */
export function imageFallback(
  image: IGatsbyImageData | null | undefined,
): { url: string; width: number; height: number } | undefined {
  const fallback = image?.images.fallback;
  if (!image || !fallback?.src) return undefined;
  const entry = (fallback.srcSet ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .find(([url]) => url === fallback.src);
  const width = Number(/^(\d+)w$/.exec(entry?.[1] ?? "")?.[1]);
  if (!width) return undefined;
  return { url: fallback.src, width, height: Math.round((width * image.height) / image.width) };
}
