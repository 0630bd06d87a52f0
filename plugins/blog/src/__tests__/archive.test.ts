import { type ArchivePost, archivePagePath, archivePlan, isArchivePath } from "../archive";

/** `count` posts an hour apart, the newest at `newest`, ids by age (p0 newest). */
function hourly(count: number, newest: string, prefix = "p"): ArchivePost[] {
  return Array.from({ length: count }, (_, index) => {
    const publishedAt = new Date(Date.parse(newest) - index * 3600_000).toISOString();
    return { id: `${prefix}${index}`, path: `/blog/${prefix}-${index}/`, title: `Post ${index}`, publishedAt };
  });
}

const post = (id: string, publishedAt: string | null): ArchivePost => ({
  id,
  path: `/blog/${id}/`,
  title: id,
  publishedAt,
});

describe("archivePlan", () => {
  it("puts each post on the page of its month (UTC, as dates are shown), newest month and post first", () => {
    const plan = archivePlan(
      [
        post("oct-a", "2026-10-01T00:30:00Z"),
        post("nov-a", "2026-11-02T09:00:00Z"),
        post("local-oct-31", "2026-10-31T23:30:00-02:00"),
        post("oct-c", "2026-10-14T09:00:00Z"),
      ],
      50,
    );
    expect(plan.months.map((month) => [month.monthLabel, month.count, month.pages.map((page) => page.path)])).toEqual([
      ["November 2026", 2, ["/blog/archive/2026-11/"]],
      ["October 2026", 2, ["/blog/archive/2026-10/"]],
    ]);
    expect(plan.pages.map((page) => [page.path, page.postIds])).toEqual([
      ["/blog/archive/2026-11/", ["nov-a", "local-oct-31"]],
      ["/blog/archive/2026-10/", ["oct-c", "oct-a"]],
    ]);
  });

  it("links each page to the next newer and older page", () => {
    const plan = archivePlan(
      [post("a", "2026-09-03T00:00:00Z"), post("b", "2026-10-03T00:00:00Z"), post("c", "2026-12-03T00:00:00Z")],
      50,
    );
    expect(plan.pages.map((page) => [page.label, page.newer?.label ?? null, page.older?.label ?? null])).toEqual([
      ["December 2026", null, "October 2026"],
      ["October 2026", "December 2026", "September 2026"],
      ["September 2026", "October 2026", null],
    ]);
  });

  it("splits a month of many posts into pages numbered from its oldest post", () => {
    const plan = archivePlan(hourly(120, "2026-11-30T12:00:00Z"), 50);
    expect(plan.months).toEqual([
      {
        year: 2026,
        monthLabel: "November 2026",
        count: 120,
        pages: [
          { path: "/blog/archive/2026-11/", label: "November 2026" },
          { path: "/blog/archive/2026-11/2/", label: "November 2026, page 2" },
          { path: "/blog/archive/2026-11/3/", label: "November 2026, page 3" },
        ],
      },
    ]);
    const [third, second, first] = plan.pages;
    expect(first?.postIds).toHaveLength(50);
    expect(first?.postIds[49]).toBe("p119"); // the month's oldest post is on page 1, last
    expect(second?.postIds[0]).toBe("p20");
    expect(third?.postIds).toEqual(Array.from({ length: 20 }, (_, index) => `p${index}`));
  });

  it("changes no full page, and no other month, when a newer post arrives", () => {
    const before = archivePlan(
      [...hourly(120, "2026-11-30T12:00:00Z"), ...hourly(30, "2026-10-20T12:00:00Z", "q")],
      50,
    );
    const after = archivePlan(
      [
        ...hourly(120, "2026-11-30T12:00:00Z"),
        ...hourly(30, "2026-10-20T12:00:00Z", "q"),
        post("new", "2026-11-30T13:00:00Z"),
      ],
      50,
    );
    const changed = after.pages.filter(
      (page) => JSON.stringify(page) !== JSON.stringify(before.pages.find((old) => old.path === page.path)),
    );
    expect(changed.map((page) => page.path)).toEqual(["/blog/archive/2026-11/3/"]);
  });

  it("adds a page when the month's last one is full, and the one before it gains a link to it", () => {
    const before = archivePlan(hourly(100, "2026-11-30T12:00:00Z"), 50);
    const after = archivePlan([...hourly(100, "2026-11-30T12:00:00Z"), post("new", "2026-11-30T13:00:00Z")], 50);
    const changed = after.pages.filter(
      (page) => JSON.stringify(page) !== JSON.stringify(before.pages.find((old) => old.path === page.path)),
    );
    expect(changed.map((page) => [page.path, page.postIds])).toEqual([
      ["/blog/archive/2026-11/3/", ["new"]],
      ["/blog/archive/2026-11/2/", before.pages[0]?.postIds],
    ]);
  });

  it("orders posts of one instant by id, whatever order they come in", () => {
    const same = [
      post("b", "2026-11-01T00:00:00Z"),
      post("a", "2026-11-01T00:00:00Z"),
      post("c", "2026-11-01T00:00:00Z"),
    ];
    expect(archivePlan(same, 2).pages.map((page) => page.postIds)).toEqual([["a"], ["b", "c"]]);
    expect(archivePlan([...same].reverse(), 2).pages.map((page) => page.postIds)).toEqual([["a"], ["b", "c"]]);
  });

  it("leaves out undated posts (only a preview has them) and has no page with no posts", () => {
    expect(archivePlan([post("x", null), post("y", "not a date")], 50)).toEqual({ months: [], pages: [] });
  });

  it("refuses a page size that is no whole number of posts", () => {
    expect(() => archivePlan([], 0)).toThrow("archive page size must be a whole number ≥ 1, got 0");
    expect(() => archivePlan([], 2.5)).toThrow("got 2.5");
  });
});

describe("archive paths", () => {
  it("name the month with its number and a later page with its own", () => {
    expect(archivePagePath(2026, 0, 1)).toBe("/blog/archive/2026-01/");
    expect(archivePagePath(2026, 10, 3)).toBe("/blog/archive/2026-11/3/");
  });

  it("are recognised when a post's slug would take one", () => {
    expect(isArchivePath("/blog/archive/")).toBe(true);
    expect(isArchivePath("/blog/archive/2026-11/")).toBe(true);
    expect(isArchivePath("/blog/archives/")).toBe(false);
  });
});
