import { editorDate, msUntilStateChange, postState, postStateLabel } from "../post-state/post-state";

const now = new Date("2026-11-27T08:00:00Z");
const published = (publishedAt: unknown) => ({ _id: "9c3e7b1a", publishedAt });

describe("a post's state in the Studio", () => {
  it("is a draft when it was never published, whatever its date", () => {
    expect(postState(null, now)).toEqual({ kind: "draft" });
    expect(postStateLabel(postState(undefined, now))).toBe("Draft: not published");
  });

  it("is scheduled, with its date in the editor's time zone, when it is published with a future date", () => {
    const state = postState(published("2026-12-01T09:00:00Z"), now);
    expect(state).toEqual({ kind: "scheduled", publishedAt: new Date("2026-12-01T09:00:00Z") });
    expect(postStateLabel(state, { timeZone: "UTC" })).toBe("Scheduled for Dec 1, 2026, 09:00 UTC");
    // The same moment as an editor in São Paulo (UTC−3) reads it.
    expect(postStateLabel(state, { timeZone: "America/Sao_Paulo" })).toBe("Scheduled for Dec 1, 2026, 06:00 GMT-3");
  });

  it("is live when it is published and its date has come, to the second", () => {
    expect(postStateLabel(postState(published("2026-10-28T09:00:00Z"), now), { timeZone: "UTC" })).toBe(
      "Live since Oct 28, 2026, 09:00 UTC",
    );
    expect(postState(published(now.toISOString()), now).kind).toBe("live");
    expect(postState(published(new Date(now.getTime() + 1000).toISOString()), now).kind).toBe("scheduled");
  });

  it("says a published post without a usable date is not on the site", () => {
    for (const publishedAt of [undefined, null, "", "next Tuesday"])
      expect(postStateLabel(postState(published(publishedAt), now))).toBe("Published without a date: not on the site");
  });

  it("knows when a scheduled post's label must change (its date), and that other states do not change by time", () => {
    expect(msUntilStateChange(postState(published("2026-11-27T08:15:00Z"), now), now)).toBe(15 * 60 * 1000);
    expect(msUntilStateChange(postState(published("2026-10-28T09:00:00Z"), now), now)).toBeNull();
    expect(msUntilStateChange(postState(null, now), now)).toBeNull();
  });

  it("formats dates in the browser's time zone when none is given", () => {
    const expected = new Intl.DateTimeFormat("en-US", { timeZoneName: "short" })
      .formatToParts(now)
      .find((part) => part.type === "timeZoneName")?.value;
    expect(editorDate(now)).toContain(expected);
  });
});
