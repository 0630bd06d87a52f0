import * as React from "react";

/** True once the window is scrolled past the top (any position above 0). */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = React.useState(false);

  React.useEffect(() => {
    const update = (): void => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return scrolled;
}
