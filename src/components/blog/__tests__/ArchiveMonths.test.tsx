import { render, screen, within } from "@testing-library/react";

import { ArchiveMonths } from "../ArchiveMonths";

describe("ArchiveMonths", () => {
  it("lists each year's months, newest first, with their number of posts and a link to each of their pages", () => {
    render(
      <ArchiveMonths
        months={[
          {
            year: 2027,
            monthLabel: "January 2027",
            count: 51,
            pages: [
              { path: "/blog/archive/2027-01/", label: "January 2027" },
              { path: "/blog/archive/2027-01/2/", label: "January 2027, page 2" },
            ],
          },
          {
            year: 2026,
            monthLabel: "November 2026",
            count: 1,
            pages: [{ path: "/blog/archive/2026-11/", label: "November 2026" }],
          },
          {
            year: 2026,
            monthLabel: "October 2026",
            count: 3,
            pages: [{ path: "/blog/archive/2026-10/", label: "October 2026" }],
          },
        ]}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "2027",
      "2026",
    ]);
    const year2026 = screen.getByRole("region", { name: "2026" });
    expect(
      within(year2026)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["November 2026", "/blog/archive/2026-11/"],
      ["October 2026", "/blog/archive/2026-10/"],
    ]);
    expect(within(year2026).getByText("1 post")).toBeInTheDocument();
    expect(within(year2026).getByText("3 posts")).toBeInTheDocument();
    expect(screen.getByText("51 posts")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "January 2027, page 2" })).toHaveAttribute(
      "href",
      "/blog/archive/2027-01/2/",
    );
  });

  it("says so when there is no post yet", () => {
    render(<ArchiveMonths months={[]} />);
    expect(screen.getByText("No blog posts available yet.")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
