import {
  asSentenceEnd,
  formatMark,
  keyPointLines,
  placeSections,
  renderSections,
  scriptDate,
} from "../script-timeline";

describe("placeSections", () => {
  it("shares the time by weight and ends exactly at the end", () => {
    const placed = placeSections(
      [
        { heading: "A", weight: 1, body: [] },
        { heading: "B", weight: 2, body: [] },
        { heading: "C", weight: 1, body: [] },
      ],
      0,
      600,
    );
    expect(placed.map(({ start, end }) => [start, end])).toEqual([
      [0, 150],
      [150, 450],
      [450, 600],
    ]);
  });

  it("rounds inner marks to 15 seconds and never runs backwards when crowded", () => {
    const sections = Array.from({ length: 30 }, (_, index) => ({ heading: `S${index}`, weight: 1, body: [] }));
    const placed = placeSections(sections, 30, 240);
    placed.forEach((section, index) => {
      expect(section.start % 15).toBe(0);
      expect(section.end).toBeGreaterThanOrEqual(section.start);
      if (index > 0) expect(section.start).toBe(placed[index - 1]?.end);
    });
    expect(placed.at(-1)?.end).toBe(240);
  });
});

describe("formatMark", () => {
  it.each([
    [0, "0:00"],
    [15, "0:15"],
    [75, "1:15"],
    [600, "10:00"],
    [3600, "1:00:00"],
    [4515, "1:15:15"],
  ])("%i seconds reads %s", (seconds, text) => {
    expect(formatMark(seconds)).toBe(text);
  });
});

describe("renderSections", () => {
  it("prints a heading line with the marks, then the body", () => {
    expect(renderSections([{ heading: "HOOK", start: 0, end: 15, body: ["Line one", "Line two"] }])).toBe(
      "[HOOK - 0:00-0:15]\nLine one\nLine two",
    );
  });
});

describe("keyPointLines", () => {
  it("takes one point per line, trimmed, skipping blank lines and Windows line ends", () => {
    expect(keyPointLines("  First \r\n\n Second\n   \nThird")).toEqual(["First", "Second", "Third"]);
    expect(keyPointLines("")).toEqual([]);
  });
});

describe("scriptDate", () => {
  it("prints the UTC date", () => {
    expect(scriptDate(new Date("2026-03-04T23:30:00Z"))).toBe("2026-03-04");
  });
});

describe("asSentenceEnd", () => {
  it("adds a full stop unless the point already ends a sentence", () => {
    expect(asSentenceEnd("Pick a subject line")).toBe("Pick a subject line.");
    expect(asSentenceEnd("How did you start?")).toBe("How did you start?");
    expect(asSentenceEnd("Ship it!")).toBe("Ship it!");
  });
});
