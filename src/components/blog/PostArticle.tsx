import styled from "@emotion/styled";
import * as React from "react";

import { formatPostDate, scheduledPostDate } from "../../blog/format-post-date";
import type { BlogPostData } from "../../blog/types";
import { colors, fontSizes, fontWeights, lineHeights, radii, sizes, space } from "../../theme/tokens";
import { StaticIsland } from "../static/StaticIsland";
import { imageSrc, ResponsiveImage } from "../ui/ResponsiveImage";
import { AuthorAvatar } from "./AuthorAvatar";
import { BackToAbout } from "./BackToAbout";
import { failedPhotosRemoved } from "./failed-photos";
import type * as ClickToEdit from "./click-to-edit";
import { isInteractiveBlock, PortableBody } from "./PortableBody";

/**
 * A blog post: back link, title, author, date, main image, excerpt as lead, then the body.
 *
 * In the editors' preview its parts carry Sanity's click-to-edit attributes. Each use tests
 * `__SANITY_CLICK_TO_EDIT__` itself: production builds define it false, and webpack and the
 * minifier then drop every such expression and the require with it (0 bytes, see click-to-edit/).
 */
export function PostArticle({ post }: { post: BlogPostData }): React.ReactElement {
  const date = formatPostDate(post.publishedAt);
  // Only the editors' preview renders a post whose date has not come (a production build leaves it out).
  const goesLive = post.isDraft ? null : scheduledPostDate(post.publishedAt, Date.now());
  const image = post.image?.gatsbyImageData;
  const avatar = post.author?.image?.gatsbyImageData;
  const bodyImages = React.useMemo(
    () => new Map((post.bodyImages ?? []).map(({ key, image: sized }) => [key, sized])),
    [post.bodyImages],
  );
  const edit = __SANITY_CLICK_TO_EDIT__
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- required behind the build-time flag, so production builds drop the module (docs/preview.md); an import would bundle it, an import() would make the render wait
      (require("./click-to-edit") as typeof ClickToEdit).postEditAttributes(post.postId)
    : undefined;

  const opening = (
    <>
      <BackToAbout />
      {post.isDraft ? <Draft>Draft preview: this post is not published.</Draft> : null}
      {goesLive ? (
        <Draft>Scheduled preview: this post goes live on {goesLive}; readers do not see it before.</Draft>
      ) : null}
      <Title {...(__SANITY_CLICK_TO_EDIT__ ? edit?.title : null)}>{post.title}</Title>
      <Meta>
        {post.author ? (
          <Author {...(__SANITY_CLICK_TO_EDIT__ ? edit?.author : null)}>
            <AuthorAvatar name={post.author.name} src={avatar ? imageSrc(avatar) : null} size="md" />
            <span>
              <Label>Author</Label>
              <Name>{post.author.name}</Name>
            </span>
          </Author>
        ) : null}
        {date && post.publishedAt ? <DateBadge dateTime={post.publishedAt}>{date}</DateBadge> : null}
      </Meta>
      {image ? (
        // ResponsiveImage takes no attributes of its own: the preview wraps it (same box).
        __SANITY_CLICK_TO_EDIT__ ? (
          <div {...edit?.image}>
            <Hero image={image} alt={post.image?.alt || post.title} priority />
          </div>
        ) : (
          <Hero image={image} alt={post.image?.alt || post.title} priority />
        )
      ) : null}
      {post.excerpt ? <Lead {...(__SANITY_CLICK_TO_EDIT__ ? edit?.excerpt : null)}>{post.excerpt}</Lead> : null}
    </>
  );
  const body =
    post.body && post.body.length > 0 ? (
      <PortableBody blocks={post.body} images={bodyImages} title={post.title} />
    ) : null;
  // Text and pictures are static (StaticIsland); a body with a video player hydrates the
  // article itself and the player, and leaves the rest static (PortableBody's runs).
  const article = post.body?.some(isInteractiveBlock) ? (
    <Article>
      <StaticIsland root="div" kind="post-body" whilePrerendered={failedPhotosRemoved}>
        {opening}
      </StaticIsland>
      {body}
    </Article>
  ) : (
    <StaticIsland root={Article} kind="post-body" whilePrerendered={failedPhotosRemoved}>
      {opening}
      {body}
    </StaticIsland>
  );
  if (__SANITY_CLICK_TO_EDIT__ && edit) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- required behind the build-time flag, so production builds drop the module (docs/preview.md); an import would bundle it, an import() would make the render wait
    const { EditableBody } = require("./click-to-edit") as typeof ClickToEdit;
    return <EditableBody block={edit.block}>{article}</EditableBody>;
  }
  return article;
}

const Article = styled.article`
  max-width: ${sizes.prose};
  margin: 0 auto;
  padding: ${space[5]} ${space[4]} ${space[8]};
`;

const Draft = styled.p`
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.ink};
`;

const Title = styled.h1`
  margin: ${space[4]} 0;
  font-size: ${fontSizes["2xl"]};
  line-height: ${lineHeights.tight};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin-bottom: ${space[5]};
`;

const Author = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
`;

const Label = styled.span`
  display: block;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.xs};
`;

const Name = styled.span`
  display: block;
  font-weight: ${fontWeights.semibold};
`;

const DateBadge = styled.time`
  padding: ${space[1]} ${space[3]};
  border-radius: ${radii.pill};
  background: ${colors.brandSoft};
  color: ${colors.brandStrong};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
`;

const Hero = styled(ResponsiveImage)`
  margin-bottom: ${space[5]};
  border-radius: ${radii.lg};
`;

const Lead = styled.p`
  color: ${colors.inkMuted};
  font-size: ${fontSizes.xl};
  line-height: ${lineHeights.normal};
`;
