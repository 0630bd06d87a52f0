import * as React from "react";

import { useMountedWhileHydrating } from "./mounted-while-hydrating";
import { routeLinkClick } from "./router-links";

/** The kinds of static part; tests find each by its `data-static-island` value. */
export type StaticPartKind =
  "legal-text" | "post-body" | "post-cards" | "marketing-copy" | "footer" | "breadcrumb" | "video-poster";

/** The part's root (`root`, with its own props) and what kind of part it is. */
type StaticIslandProps<Root extends React.ElementType> = {
  /** The part's own root element or styled component: the island adds no element of its own. */
  root: Root;
  kind: StaticPartKind;
  children?: React.ReactNode;
  whilePrerendered?: WhilePrerendered;
} & Omit<React.ComponentPropsWithoutRef<Root>, "children" | "dangerouslySetInnerHTML">;

const emptyHtml = { __html: "" };

/** What a part does while it keeps its prerendered DOM, which React's handlers inside do not reach. */
export interface WhilePrerendered {
  /** Errors of resources inside (a picture that fails), in the capture phase. */
  onErrorCapture: React.ReactEventHandler<HTMLElement>;
  /** Once React has claimed the part: what happened before it did. */
  onClaimed: () => void;
}

/**
 * A part of the page nobody interacts with (text, pictures, links, layout). Hydrated, it is
 * claimed with empty inner HTML, which React 18 leaves alone, so the prerendered DOM and
 * Emotion's prerendered styles stay as the build wrote them and neither React nor Emotion
 * works through the subtree; its links still route through Gatsby (one delegated click
 * handler on the root, which React did hydrate). Mounted any other way (after a client-side
 * navigation, with a new key, or in the editors' preview) it renders its children as usual,
 * with the class names the prerendered styles already hold.
 *
 * The choice is made once, when the island mounts, and never revisited: no state changes and
 * no second render while React is still hydrating the boundaries around it (an update there
 * is React's error #421). Nothing interactive may be inside one: its handlers would never be
 * attached.
 */
export function StaticIsland<Root extends React.ElementType>({
  root,
  kind,
  children,
  whilePrerendered,
  ...attributes
}: StaticIslandProps<Root>): React.ReactElement {
  const Root: React.ElementType = root;
  const keepPrerendered = useMountedWhileHydrating();
  React.useEffect(() => {
    if (keepPrerendered && whilePrerendered) whilePrerendered.onClaimed();
  }, [keepPrerendered, whilePrerendered]);
  const props = { ...attributes, "data-static-island": kind };
  // The editors' preview keeps rendering everything (its content changes while open); false in
  // production builds, where this folds away.
  if (keepPrerendered && !__SANITY_CLICK_TO_EDIT__) {
    return (
      <Root
        {...props}
        onClick={routeLinkClick}
        onErrorCapture={whilePrerendered && whilePrerendered.onErrorCapture}
        dangerouslySetInnerHTML={emptyHtml}
        suppressHydrationWarning
      />
    );
  }
  return <Root {...props}>{children}</Root>;
}
