import { feedWithStableDate } from "../feed-build-date";

const feed = (date: string, title: string) =>
  `<?xml version="1.0"?><rss><channel><title>Blog</title><lastBuildDate>${date}</lastBuildDate><item><title>${title}</title></item></channel></rss>`;

describe("feedWithStableDate", () => {
  it("keeps the published feed, date and all, when only the build date moved", () => {
    const published = feed("Tue, 24 Nov 2026 10:00:00 GMT", "First post");
    expect(feedWithStableDate(feed("Wed, 25 Nov 2026 09:00:00 GMT", "First post"), published)).toBe(published);
  });

  it("publishes the new feed, with the new date, when an item changed", () => {
    const rebuilt = feed("Wed, 25 Nov 2026 09:00:00 GMT", "First post, edited");
    expect(feedWithStableDate(rebuilt, feed("Tue, 24 Nov 2026 10:00:00 GMT", "First post"))).toBe(rebuilt);
  });

  it("publishes the build's feed when there is none from before", () => {
    const rebuilt = feed("Wed, 25 Nov 2026 09:00:00 GMT", "First post");
    expect(feedWithStableDate(rebuilt, undefined)).toBe(rebuilt);
  });
});
