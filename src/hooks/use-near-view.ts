import * as React from "react";

/** The spec's trigger for loading media: 10% visible, with a 100 px margin. */
export const nearViewOptions: IntersectionObserverInit = { threshold: 0.1, rootMargin: "100px" };

/**
 * True from the first time the element comes near the viewport, and for good:
 * the observer disconnects after that first intersection. Without
 * IntersectionObserver the element counts as near straight away.
 */
export function useNearView<T extends Element>(): [React.RefObject<T>, boolean] {
  const ref = React.useRef<T>(null);
  const [isNear, setIsNear] = React.useState(false);
  React.useEffect(() => {
    if (isNear) return undefined;
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === "undefined") {
      setIsNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((observed) => {
      if (observed.some((entry) => entry.isIntersecting)) {
        setIsNear(true);
        observer.disconnect();
      }
    }, nearViewOptions);
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return [ref, isNear];
}
