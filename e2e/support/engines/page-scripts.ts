/**
 * Script the cross-engine tests run inside the page. Each function is sent as source text, so it
 * must not close over anything outside itself.
 */
import type { Target } from "./driver";

/**
 * Runs before the page's own scripts in every engine (an init script, a preload script, a user
 * script): it keeps what a visitor's page ran into that the page could see itself, read back by
 * takePageProblems before each navigation and at each check.
 */
export const pageRecorderSource = `(() => {
  if (window.__e2eProblems) return;
  const problems = [];
  Object.defineProperty(window, "__e2eProblems", { value: problems });
  const text = (value) => (value && value.message) || String(value);
  addEventListener("error", (event) => problems.push("uncaught: " + (event.message || text(event.error))));
  addEventListener("unhandledrejection", (event) => problems.push("unhandled rejection: " + text(event.reason)));
  document.addEventListener("securitypolicyviolation", (event) =>
    problems.push("CSP violation: " + event.effectiveDirective + " blocked " + (event.blockedURI || "inline")));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    problems.push("console.error: " + args.map(text).join(" "));
    consoleError(...args);
  };
})();`;

export function takePageProblems(): string[] {
  if (!location.protocol.startsWith("http")) return [];
  const problems = (window as unknown as { __e2eProblems?: string[] }).__e2eProblems;
  return problems ? problems.splice(0) : ["the page recorder did not run in this page"];
}

/** The first visible element matching target, or null. */
export function findTarget(target: Target): Element | null {
  const normal = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  // Text as an accessible name reads it: decorations marked aria-hidden (a chevron) left out.
  const spoken = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (node instanceof Element && node.getAttribute("aria-hidden") === "true") return "";
    return Array.from(node.childNodes, spoken).join("");
  };
  const nameOf = (element: Element): string => {
    const label = element.getAttribute("aria-label");
    if (label) return normal(label);
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy)
      return normal(
        labelledBy
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent)
          .join(" "),
      );
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return normal(labels[0]?.textContent).replace(/\s*\*$/, "");
    return normal(spoken(element));
  };
  const visible = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
  const root = target.within ? document.querySelector(target.within) : document;
  if (!root) return null;
  for (const element of Array.from(root.querySelectorAll(target.css))) {
    if (!visible(element)) continue;
    if (target.name === undefined || nameOf(element) === target.name) return element;
  }
  return null;
}

/**
 * Whether the element sits where it sat at the previous call (a panel still opening, a reflow as a
 * font arrives moves it): a visitor taps what has come to rest. The first call is always false.
 */
export function restsWhereItWas(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const now = [box.x, box.y, box.width, box.height].join(",");
  const seen = element as Element & { __e2eLastBox?: string };
  const rests = seen.__e2eLastBox === now;
  seen.__e2eLastBox = now;
  return rests;
}

/**
 * What a tap at the element's centre would land on, when that is not the element: null when the
 * tap reaches it, otherwise where the centre is and what is there (for a click's failure message).
 */
export function whatCoversCentre(element: Element): string | null {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const hit = document.elementFromPoint(x, y);
  if (hit && (hit === element || element.contains(hit))) return null;
  const place = `centre (${Math.round(x)}, ${Math.round(y)}) in a ${innerWidth}×${innerHeight} viewport, scrolled to ${Math.round(scrollY)}`;
  return `${place}: ${hit ? hit.outerHTML.slice(0, 120) : "outside the viewport"}`;
}

/** Picks the option labelled `label` in a select, as a visitor's choice does (React hears the change). */
export function chooseOption(select: HTMLSelectElement, label: string): boolean {
  const option = Array.from(select.options).find((candidate) => candidate.textContent?.trim() === label);
  if (!option) return false;
  select.focus();
  select.value = option.value;
  select.dispatchEvent(new Event("input", { bubbles: true }));
  select.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}

/** A call of fn with args as one expression every engine's script runner evaluates. */
export function callExpression(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(${fn.toString()})(...${JSON.stringify(args)})`;
}

/** findTarget as an expression, for the engines that return the element itself. */
export function findExpression(target: Target): string {
  return callExpression(findTarget, [target]);
}

/** Whether a visible element's own text (children's included) is exactly `text`. */
export function hasVisibleText(text: string): boolean {
  const normal = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node as Element;
    if (normal(element.textContent) !== text) continue;
    if (element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden") return true;
  }
  return false;
}

/** Empties a text field the way a visitor's select-all and delete would, so React sees the change. */
export function clearField(field: HTMLInputElement | HTMLTextAreaElement): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, "");
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Starts watching, on every frame, whether a toast covers the generators' Copy or Download
 * button; readToastOverlaps returns what it saw. Runs in the page, so every engine reports alike.
 */
export function watchToastOverlaps(): void {
  const state = { overlaps: [] as string[], toastsSeen: 0, lastToastAt: 0 };
  (window as unknown as { __toastWatch: typeof state }).__toastWatch = state;
  const controls = ["Copy the script", "Download the script"];
  const tick = () => {
    const toasts = Array.from(document.querySelectorAll("[data-toast-region] [role=status]"));
    if (toasts.length > 0) state.lastToastAt = performance.now();
    state.toastsSeen = Math.max(state.toastsSeen, toasts.length);
    for (const name of controls) {
      const control = document.querySelector(`[aria-label="${name}"]`);
      if (!control) continue;
      const box = control.getBoundingClientRect();
      for (const toast of toasts) {
        const area = toast.getBoundingClientRect();
        const covers = area.left < box.right && area.right > box.left && area.top < box.bottom && area.bottom > box.top;
        const title = toast.querySelector("p")?.textContent ?? "";
        const region = document.querySelector<HTMLElement>("[data-toast-region]");
        const where = region
          ? `region ${region.dataset.placement ?? "unplaced"} ${Math.round(region.getBoundingClientRect().top)}-${Math.round(region.getBoundingClientRect().bottom)}`
          : "";
        if (covers && state.overlaps.length < 20)
          state.overlaps.push(
            `'${title}' over '${name}' at y ${Math.round(box.top)} (${toasts.length} toasts, ${where}, dialog ${document.querySelector("[role=dialog]") ? "open" : "closed"})`,
          );
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

export function readToastOverlaps(): { overlaps: string[]; toastsSeen: number; toastsShowing: number } {
  const state = (window as unknown as { __toastWatch: { overlaps: string[]; toastsSeen: number } }).__toastWatch;
  return {
    overlaps: Array.from(new Set(state.overlaps)),
    toastsSeen: state.toastsSeen,
    toastsShowing: document.querySelectorAll("[data-toast-region] [role=status]").length,
  };
}
