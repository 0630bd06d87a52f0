import * as React from "react";

/**
 * Closes a popup on Escape (returning focus to its trigger) and on a pointer
 * press outside both the popup and its trigger.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  popupRef: React.RefObject<HTMLElement>,
  triggerRef: React.RefObject<HTMLElement>,
): void {
  React.useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== "Escape") return;
      close();
      triggerRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent): void => {
      const target = event.target as Node;
      if (popupRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close, popupRef, triggerRef]);
}
