/**
 * The after-first-paint loader as the browser runs it: an inline script at the end of every
 * built page (why it exists: ../scripts-after-first-paint.ts). The build inlines this
 * function's own text, minified (inline-loader.ts), called with the page's chunks. So it must
 * stand alone: it may use the browser's globals and its parameters, nothing imported and
 * nothing else from this module.
 *
 * @param chunks Gatsby's runtime, framework and app chunks, in the order Gatsby listed them.
 * @param earlyInputEvents Input that requests the chunks at once (the visitor is about to use the page).
 * @param longestWaitMs Once the page has painted, the longest wait for its largest paint.
 * @param longestWaitForFirstPaintMs The longest wait in all, for a page that has not painted yet.
 */
export function afterFirstPaintLoader(
  chunks: string[],
  earlyInputEvents: readonly string[],
  longestWaitMs: number,
  longestWaitForFirstPaintMs: number,
): void {
  const PaintObserver = window.PerformanceObserver;
  const mainImage = document.querySelector<HTMLImageElement>("img[fetchpriority=high]");
  let chunksRequested = false;
  let reactListening = false;
  // Set once largest paints are observed, below; requestChunks can run before that (so no const there).
  let largestPaintObserver: PerformanceObserver | undefined = undefined;
  let heldButton: HTMLButtonElement | null = null;
  const editedControls: Element[] = [];

  function requestChunks(): void {
    if (chunksRequested) return;
    chunksRequested = true;
    if (largestPaintObserver) largestPaintObserver.disconnect();
    chunks.forEach((source) => {
      const script = document.createElement("script");
      script.src = source;
      script.async = true;
      document.body.appendChild(script);
    });
  }

  // A frame's requestAnimationFrame runs before that frame is on screen; the timer after it runs once it is.
  function requestChunksAfterNextFrame(): void {
    requestAnimationFrame(() => setTimeout(requestChunks, 0));
  }

  function reportsEntries(type: string): boolean {
    return Boolean(PaintObserver) && (PaintObserver.supportedEntryTypes || []).indexOf(type) >= 0;
  }

  function onEarlyInput(event: Event): void {
    const target = event.target as Element;
    const button = event.type === "click" && target.closest ? target.closest("button") : null;
    requestChunks();
    if (event.type === "input" || event.type === "change") {
      if (editedControls.indexOf(target) < 0) editedControls.push(target);
      return;
    }
    if (reactListening) {
      // A click React handles itself: the one held before React must not be clicked again.
      if (button) heldButton = null;
      return;
    }
    // Before React, a button does nothing and a form would submit natively (a reload that loses the answers).
    if (button || event.type === "submit") event.preventDefault();
    if (button && !heldButton) heldButton = button;
  }

  earlyInputEvents.forEach((type) => document.addEventListener(type, onEarlyInput, true));

  window.___reactListening = () => {
    reactListening = true;
  };

  window.___replayEarlyInput = (sync) => {
    earlyInputEvents.forEach((type) => document.removeEventListener(type, onEarlyInput, true));
    const button = heldButton;
    heldButton = null;
    sync(editedControls.splice(0));
    // In a later task, so React has applied what `sync` handed it before the click.
    if (button) setTimeout(() => button.isConnected && button.click(), 0);
  };

  // The first bound: a page that has painted waits no longer; one that has not waits for its first paint, up to the second bound.
  function stopWaiting(): void {
    if (!reportsEntries("paint") || performance.getEntriesByType("paint").length) return requestChunks();
    new PaintObserver(() => setTimeout(requestChunks, 0)).observe({ type: "paint" });
    setTimeout(requestChunks, longestWaitForFirstPaintMs - longestWaitMs);
  }

  // A background tab paints no frame to wait for.
  if (document.visibilityState === "hidden") return requestChunks();
  setTimeout(stopWaiting, longestWaitMs);
  if (mainImage) mainImage.addEventListener("error", requestChunks);

  // Safari reports no largest paints: load after the first frame, once the main image has arrived.
  if (!reportsEntries("largest-contentful-paint")) {
    if (mainImage && !mainImage.complete) return mainImage.addEventListener("load", requestChunksAfterNextFrame);
    return requestChunksAfterNextFrame();
  }

  // The area the main image shows in the viewport: a paint that is the image, or at least that
  // large, means the image can no longer become the largest paint. Measured at the first largest
  // paint, when the browser has laid the page out: measured here, while the parser is still
  // running, it forced a layout inside the parser's task (18 ms of CPU on /blog).
  let mainImageArea = -1;
  function visibleArea(image: HTMLImageElement): number {
    const box = image.getBoundingClientRect();
    const width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
    const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
    return width * height;
  }
  largestPaintObserver = new PaintObserver((list) => {
    if (mainImageArea < 0) mainImageArea = mainImage ? visibleArea(mainImage) : 0;
    const mainPaintShown = list
      .getEntries()
      .some(
        (entry) =>
          !mainImageArea ||
          (entry as LargestContentfulPaint).element === mainImage ||
          (entry as LargestContentfulPaint).size >= mainImageArea,
      );
    if (mainPaintShown) setTimeout(requestChunks, 0);
  });
  largestPaintObserver.observe({ type: "largest-contentful-paint", buffered: true });
}
