/** @jest-environment node */
import { type PostVersion, msUntilRowsChange, postRowLabel, postRows } from "../structure/post-rows";

const now = new Date("2026-11-27T08:00:00Z");
/** Sanity's id rule (getPublishedId in the Studio): drafts.<id> and versions.<release>.<id> are versions of <id>. */
const publishedIdOf = (id: string) => id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
const utc = { timeZone: "UTC" };

const scheduled: PostVersion = { _id: "a", title: "Next year", publishedAt: "2030-01-06T09:00:00Z", author: "Marta" };
const live: PostVersion = { _id: "b", title: "Demo videos", publishedAt: "2026-10-28T09:00:00Z", author: "Marta" };
const neverPublished: PostVersion = { _id: "drafts.c", title: "Ideas", publishedAt: "2026-11-01T09:00:00Z" };

const labels = (versions: PostVersion[]) =>
  postRows(versions, publishedIdOf).map((row) => [row.title, postRowLabel(row, now, utc)]);

describe("the Posts pane's rows", () => {
  it("say each post's state in the form badge's words, then its author", () => {
    expect(labels([scheduled, live, neverPublished])).toEqual([
      ["Next year", "Scheduled for Jan 6, 2030, 09:00 UTC · Marta"],
      ["Ideas", "Draft: not published"],
      ["Demo videos", "Live since Oct 28, 2026, 09:00 UTC · Marta"],
    ]);
    expect(labels([{ _id: "d", title: "No date" }])).toEqual([
      ["No date", "Published without a date: not on the site"],
    ]);
  });

  it("show one row per post, by its draft's title, and say a live post has unpublished changes", () => {
    const rows = postRows([live, { ...live, _id: "drafts.b", title: "Demo videos, revised" }], publishedIdOf);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: "b", title: "Demo videos, revised", hasDraft: true });
    expect(postRowLabel(rows[0]!, now, utc)).toBe("Live since Oct 28, 2026, 09:00 UTC · unpublished changes · Marta");
  });

  it("go by the published date for the state, whatever date the draft now says", () => {
    const [row] = postRows([live, { ...live, _id: "drafts.b", publishedAt: "2031-01-01T00:00:00Z" }], publishedIdOf);
    expect(postRowLabel(row!, now, utc)).toMatch(/^Live since Oct 28, 2026/);
  });

  it("leave out release versions and list a post that has only those nowhere", () => {
    const rows = postRows(
      [live, { ...live, _id: "versions.r1.b", title: "In a release" }, { _id: "versions.r1.e" }],
      publishedIdOf,
    );
    expect(rows.map((row) => [row.id, row.title, row.hasDraft])).toEqual([["b", "Demo videos", false]]);
  });

  it("come newest date first, undated posts last, ties by title", () => {
    const titles = postRows(
      [
        { _id: "u", title: "Undated" },
        live,
        { _id: "t", title: "Alpha", publishedAt: "2026-10-28T09:00:00Z" },
        scheduled,
        { _id: "drafts.v", title: "  " },
      ],
      publishedIdOf,
    ).map((row) => row.title);
    expect(titles).toEqual(["Next year", "Alpha", "Demo videos", "Undated", "Untitled post"]);
  });

  it("know when the first scheduled post goes live, and that nothing else changes by time", () => {
    const soon = { _id: "s", title: "Soon", publishedAt: "2026-11-27T08:15:00Z" };
    expect(msUntilRowsChange(postRows([scheduled, soon, live], publishedIdOf), now)).toBe(15 * 60 * 1000);
    expect(msUntilRowsChange(postRows([live, neverPublished], publishedIdOf), now)).toBeNull();
  });
});
