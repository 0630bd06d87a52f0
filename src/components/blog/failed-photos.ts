import type { WhilePrerendered } from "../static/StaticIsland";

/** Marks an author's photo, which is removed when it fails to load, so the initials under it show. */
export const removeOnError = "data-remove-on-error";

function removeIfFailed(image: HTMLImageElement): void {
  if (image.complete && image.naturalWidth === 0) image.remove();
}

/**
 * What AuthorAvatar's own handlers do, for the photos in a static part (the post cards, a post's
 * opening), where React does not reach them on the first load: one that failed before React
 * claimed the part, then any that fails later.
 */
export const failedPhotosRemoved: WhilePrerendered = {
  onErrorCapture: (event) => {
    if (event.target instanceof HTMLImageElement && event.target.hasAttribute(removeOnError)) event.target.remove();
  },
  onClaimed: () => {
    for (const image of document.querySelectorAll<HTMLImageElement>(`[data-static-island] img[${removeOnError}]`))
      removeIfFailed(image);
  },
};
