import { breadcrumbLabels } from "../../config/navigation";

export interface Crumb {
  label: string;
  to: string;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (`/50%off`) is shown as typed rather than breaking the page.
    return segment;
  }
}

/** "youtube-strategy" → "Youtube Strategy". */
export function capitaliseSegment(segment: string): string {
  return decodeSegment(segment)
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * Home plus one crumb per path segment. `lastLabel` lets a page name its own
 * crumb (a blog post shows its title rather than its slug); `segmentLabels` names
 * segments above it (an archive month's "2026-11" above its page 2).
 */
export function breadcrumbTrail(
  pathname: string,
  lastLabel?: string,
  segmentLabels: Record<string, string> = {},
): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: "Home", to: "/" }];
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    const label =
      isLast && lastLabel
        ? lastLabel
        : (segmentLabels[segment] ?? breadcrumbLabels[segment] ?? capitaliseSegment(segment));
    crumbs.push({ label, to: `/${segments.slice(0, index + 1).join("/")}` });
  });
  return crumbs;
}
