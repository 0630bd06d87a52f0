import styled from "@emotion/styled";
import * as React from "react";

import { authorInitials } from "../../blog/author-initials";
import { colors, fontSizes, fontWeights, radii, space } from "../../theme/tokens";
import { removeOnError } from "./failed-photos";

interface AuthorAvatarProps {
  name: string;
  /** Image URL; when missing or when it fails to load, the initials show. */
  src?: string | null;
  size?: "sm" | "md";
}

type ImageState = "loading" | "loaded" | "error";

/** Rendered size in px, so the photo has its box before it loads (space[6] and space[7]). */
const avatarPx = { sm: 32, md: 48 } as const;

/** The author's photo over their initials, so the initials show while it loads and if it fails. */
export function AuthorAvatar({ name, src, size = "sm" }: AuthorAvatarProps): React.ReactElement {
  const [state, setState] = React.useState<ImageState>("loading");
  React.useEffect(() => setState("loading"), [src]);
  const showImage = Boolean(src) && state !== "error";

  return (
    <Circle data-size={size} aria-hidden="true">
      <Initials data-testid="avatar-initials">{authorInitials(name)}</Initials>
      {showImage ? (
        <Photo
          src={src ?? undefined}
          alt=""
          width={avatarPx[size]}
          height={avatarPx[size]}
          loading="lazy"
          data-state={state}
          // In a static part (a post card) React is not there to handle a failure; its island is.
          {...{ [removeOnError]: "" }}
          ref={(img) => {
            // An image that failed before hydration never fires onError again.
            if (img?.complete && img.naturalWidth === 0 && state === "loading") setState("error");
          }}
          onLoad={() => setState("loaded")}
          onError={() => setState("error")}
        />
      ) : null}
    </Circle>
  );
}

const Circle = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${space[6]};
  height: ${space[6]};
  overflow: hidden;
  border-radius: ${radii.pill};
  background: ${colors.brandSoft};
  color: ${colors.brandStrong};
  &[data-size="md"] {
    width: ${space[7]};
    height: ${space[7]};
  }
`;

const Initials = styled.span`
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
`;

const Photo = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
