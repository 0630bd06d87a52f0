// Spelled out rather than Intl.DateTimeFormat, whose first construction costs a blog page
// 2-7 ms of its start-up task; the English month names are all it needs.
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-10-28T09:00:00Z" → "October 28, 2026". Formatted in UTC so the
 * prerendered HTML and the browser agree whatever the visitor's time zone.
 */
export function formatPostDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return null;
  const date = new Date(time);
  return `${months[date.getUTCMonth()] ?? ""} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * When a post dated in the future goes live, as the editors' preview says it ("January 6, 2030,
 * 09:00 UTC"), or null when its date has come or it has none. Only the preview (gatsby develop)
 * renders such a post: a production build leaves it out until that date.
 */
export function scheduledPostDate(iso: string | null | undefined, now: number): string | null {
  const day = formatPostDate(iso);
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (!day || !(time > now)) return null;
  const date = new Date(time);
  const clock = [date.getUTCHours(), date.getUTCMinutes()].map((part) => String(part).padStart(2, "0")).join(":");
  return `${day}, ${clock} UTC`;
}
