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
