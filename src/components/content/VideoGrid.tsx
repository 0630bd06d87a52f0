import styled from "@emotion/styled";
import { graphql } from "gatsby";

import { HostedVideo } from "../video/HostedVideo";
import { type FrameShape, type PosterTone } from "../video/VideoFrame";
import { colors, space } from "../../theme/tokens";
import { CardGrid } from "../ui/Card";

/** The fields of a showcase video that pages map to grid items. */
export const videoGridShowcaseItemFragment = graphql`
  fragment VideoGridShowcaseItem on VideoShowcaseItem {
    contentId
    title
    subtitle
    mediaId
    duration
  }
`;

export interface VideoGridItem {
  key: string;
  title: string;
  subtitle: string;
  mediaId: string | null;
  duration: string;
  tone?: PosterTone;
}

interface VideoGridProps {
  items: VideoGridItem[];
  shape?: FrameShape;
  /** "page" when the page itself keeps the provider scripts loaded. */
  loading?: "near-view" | "page";
  columns?: 2 | 3;
}

/** Captioned hosted videos in fixed boxes; each shows its duration label. */
export function VideoGrid({ items, shape = "landscape", loading = "near-view", columns = 2 }: VideoGridProps) {
  return (
    <Grid gap="lg" data-shape={shape} columns={shape === "landscape" ? { md: columns } : undefined}>
      {items.map((item) => (
        <li key={item.key}>
          {item.mediaId ? (
            <HostedVideo
              mediaId={item.mediaId}
              title={item.title}
              duration={item.duration}
              shape={shape}
              tone={item.tone}
              loading={loading}
            />
          ) : null}
          <h3>{item.title}</h3>
          <p>
            {item.subtitle} <span className="visually-hidden">Duration {item.duration}.</span>
          </p>
        </li>
      ))}
    </Grid>
  );
}

/* Portrait clips fill as many narrow columns as fit, at every width. */
const Grid = styled(CardGrid)`
  &[data-shape="portrait"] {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    li {
      max-width: 20rem;
    }
  }
  h3 {
    margin-top: ${space[3]};
  }
  p {
    color: ${colors.inkMuted};
  }
`;
