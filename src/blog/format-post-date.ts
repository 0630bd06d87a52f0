const longUsDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * "2026-10-28T09:00:00Z" → "October 28, 2026". Formatted in UTC so the
 * prerendered HTML and the browser agree whatever the visitor's time zone.
 */
export function formatPostDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isFinite(time) ? longUsDate.format(time) : null;
}
