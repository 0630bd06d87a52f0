/** Test helper: the section headings and their time marks, in seconds, as the script prints them. */
export interface Mark {
  heading: string;
  start: number;
  end: number;
}

const toSeconds = (mark: string): number => mark.split(":").reduce((total, part) => total * 60 + Number(part), 0);

export function timeMarks(script: string): Mark[] {
  return Array.from(script.matchAll(/^\[(.*) - (\d+(?::\d\d)+)-(\d+(?::\d\d)+)\]$/gm), (match) => ({
    heading: match[1] ?? "",
    start: toSeconds(match[2] ?? ""),
    end: toSeconds(match[3] ?? ""),
  }));
}

/** Marks start at 0:00, never overlap or leave gaps, and never run backwards. */
export function expectContiguous(marks: Mark[]): void {
  expect(marks[0]?.start).toBe(0);
  marks.forEach((mark, index) => {
    expect(mark.end).toBeGreaterThanOrEqual(mark.start);
    if (index > 0) expect(mark.start).toBe(marks[index - 1]?.end);
  });
}
