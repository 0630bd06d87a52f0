import styled from "@emotion/styled";
import { PortableText, type PortableTextBlock, type PortableTextComponents } from "@portabletext/react";
import * as React from "react";

import { colors, fontSizes, lineHeights, space } from "../../theme/tokens";
import { StaticIsland } from "../static/StaticIsland";
import { type BodyImageData, bodyMediaTypes } from "./body-media";
import { BodyLink } from "./BodyLink";
import type * as ClickToEdit from "./click-to-edit";

type HeadingTag = "h2" | "h3" | "h4";
const headingStyles = ["h1", "h2", "h3"] as const;

/**
 * Body headings sit under the page title, the page's only h1: the body's
 * highest heading level becomes h2 and the others keep their distance
 * (h1/h2/h3 → h2/h3/h4; a body starting at h2 keeps h2/h3), so levels never skip.
 */
export function headingTags(blocks: PortableTextBlock[]): Record<(typeof headingStyles)[number], HeadingTag> {
  const used = blocks
    .map((block) => headingStyles.indexOf(block.style as (typeof headingStyles)[number]))
    .filter((index) => index >= 0);
  const top = used.length > 0 ? Math.min(...used) : 0;
  const tag = (index: number) => `h${Math.min(4, Math.max(2, index - top + 2))}` as HeadingTag;
  return { h1: tag(0), h2: tag(1), h3: tag(2) };
}

/**
 * How body blocks render. Links: BodyLink (a new tab; site paths with the page's
 * trailing slash; unsafe hrefs as plain text). Pictures and videos: body-media.tsx.
 * Other block types render nothing.
 */
export function portableComponents(
  headings: Record<(typeof headingStyles)[number], HeadingTag>,
): PortableTextComponents {
  const Heading = (Tag: HeadingTag) =>
    function BodyHeading({ children }: { children?: React.ReactNode }) {
      return <Tag>{children}</Tag>;
    };
  return {
    block: {
      normal: ({ children }) => <p>{children}</p>,
      h1: Heading(headings.h1),
      h2: Heading(headings.h2),
      h3: Heading(headings.h3),
      blockquote: ({ children }) => <blockquote>{children}</blockquote>,
    },
    marks: {
      link: BodyLink,
    },
    unknownType: () => null,
    unknownBlockStyle: ({ children }) => <p>{children}</p>,
    unknownMark: ({ children }) => <>{children}</>,
  };
}

const noImages: BodyImageData = new Map();

/** The body's one interactive block: a video player (body-media.tsx). */
export const isInteractiveBlock = (block: PortableTextBlock): boolean => block._type === "videoEmbed";

/**
 * The body in runs: each video block alone, and the blocks between videos together. A run of
 * text and pictures is a static part (StaticIsland); a video must hydrate, so it is never in one.
 */
export function bodyRuns(blocks: PortableTextBlock[]): PortableTextBlock[][] {
  const runs: PortableTextBlock[][] = [];
  for (const block of blocks) {
    const last = runs[runs.length - 1];
    if (last && !isInteractiveBlock(block) && !last.some(isInteractiveBlock)) last.push(block);
    else runs.push([block]);
  }
  return runs;
}

/** images: the body's pictures as the build sized them; title: the post's, naming a video without a caption. */
export function PortableBody({
  blocks,
  images = noImages,
  title = "",
}: {
  blocks: PortableTextBlock[];
  images?: BodyImageData;
  title?: string;
}): React.ReactElement {
  // The editors' preview marks each block for click-to-edit; production builds fold this to the plain components (see PostArticle).
  const components = React.useMemo(() => {
    const plain = { ...portableComponents(headingTags(blocks)), types: bodyMediaTypes(images, title) };
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- required behind the build-time flag, so production builds drop the module (docs/preview.md); an import would bundle it, an import() would make the render wait
    return __SANITY_CLICK_TO_EDIT__ ? (require("./click-to-edit") as typeof ClickToEdit).editableBlocks(plain) : plain;
  }, [blocks, images, title]);
  const runs = bodyRuns(blocks);
  const [firstRun] = runs;
  if (runs.length === 1 && firstRun && !firstRun.some(isInteractiveBlock))
    return (
      <StaticIsland root={Prose} kind="post-body">
        <PortableText value={blocks} components={components} onMissingComponent={false} />
      </StaticIsland>
    );
  return (
    <Prose>
      {runs.map((run, index) => {
        // A run's place in the body names it: block keys need not be unique (an export may repeat one).
        const key = `${index} ${run[0]?._key ?? ""}`;
        return run.some(isInteractiveBlock) ? (
          <PortableText key={key} value={run} components={components} onMissingComponent={false} />
        ) : (
          <StaticIsland root="div" kind="post-body" key={key}>
            <PortableText value={run} components={components} onMissingComponent={false} />
          </StaticIsland>
        );
      })}
    </Prose>
  );
}

const Prose = styled.div`
  color: ${colors.ink};
  font-size: ${fontSizes.lg};
  line-height: ${lineHeights.normal};
  h2,
  h3,
  h4 {
    margin: ${space[6]} 0 ${space[3]};
    line-height: ${lineHeights.tight};
  }
  h2 {
    font-size: ${fontSizes["2xl"]};
  }
  h3 {
    font-size: ${fontSizes.xl};
  }
  h4 {
    font-size: ${fontSizes.lg};
  }
  blockquote {
    margin: ${space[5]} 0;
    padding: ${space[2]} ${space[4]};
    border-left: 4px solid ${colors.brand};
    color: ${colors.inkMuted};
    font-style: italic;
  }
  ul,
  ol {
    padding-left: ${space[5]};
  }
  li + li {
    margin-top: ${space[2]};
  }
  a {
    color: ${colors.brandStrong};
  }
`;
