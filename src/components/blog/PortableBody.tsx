import styled from "@emotion/styled";
import { PortableText, type PortableTextBlock, type PortableTextComponents } from "@portabletext/react";
import * as React from "react";

import { safeHref } from "../../blog/safe-href";
import { colors, fontSizes, lineHeights, space } from "../../theme/tokens";

/**
 * How body blocks render. The page title is the page's only h1, so body
 * headings move one level down (h1 → h2, h2 → h3, h3 → h4). Links open in a
 * new tab; a link whose href is not http(s), mailto, tel or site-relative
 * renders as its plain text. Unknown block types render nothing.
 */
export const portableComponents: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h1: ({ children }) => <h2>{children}</h2>,
    h2: ({ children }) => <h3>{children}</h3>,
    h3: ({ children }) => <h4>{children}</h4>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  marks: {
    link: ({ value, children }) => {
      const href = safeHref((value as { href?: unknown } | undefined)?.href);
      if (!href) return <>{children}</>;
      return (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    },
  },
  unknownType: () => null,
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
  unknownMark: ({ children }) => <>{children}</>,
};

export function PortableBody({ blocks }: { blocks: PortableTextBlock[] }): React.ReactElement {
  return (
    <Prose>
      <PortableText value={blocks} components={portableComponents} onMissingComponent={false} />
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
