import { formatPostDate, scheduledPostDate } from "../format-post-date";

const now = Date.parse("2026-11-27T08:00:00Z");

describe("a post's dates as the site writes them", () => {
  it("writes the publication day in UTC, long US format", () => {
    expect(formatPostDate("2026-10-28T23:30:00-03:00")).toBe("October 29, 2026");
    expect(formatPostDate("not a date")).toBeNull();
  });

  it("says when a post dated in the future goes live, to the minute, and nothing once its date has come", () => {
    expect(scheduledPostDate("2030-01-06T09:00:00Z", now)).toBe("January 6, 2030, 09:00 UTC");
    expect(scheduledPostDate("2026-11-27T08:00:01Z", now)).toBe("November 27, 2026, 08:00 UTC");
    expect(scheduledPostDate("2026-11-27T08:00:00Z", now)).toBeNull();
    expect(scheduledPostDate("2026-10-28T09:00:00Z", now)).toBeNull();
    expect(scheduledPostDate(null, now)).toBeNull();
  });
});
