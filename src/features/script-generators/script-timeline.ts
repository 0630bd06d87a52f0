/** A section of a script with the share of the running time it gets. */
export interface TimedSection {
  heading: string;
  weight: number;
  body: string[];
}

export interface PlacedSection {
  heading: string;
  start: number;
  end: number;
  body: string[];
}

/** Marks are rounded to this many seconds so they read like a real run sheet. */
const markStepSeconds = 15;

/**
 * Lays sections end to end from `startSeconds` to `endSeconds`, each taking
 * time in proportion to its weight. Marks are whole 15-second steps, never go
 * backwards, and the last section ends exactly at `endSeconds`.
 */
export function placeSections(sections: TimedSection[], startSeconds: number, endSeconds: number): PlacedSection[] {
  const totalWeight = sections.reduce((sum, section) => sum + section.weight, 0) || 1;
  const span = Math.max(0, endSeconds - startSeconds);
  let elapsedWeight = 0;
  let start = startSeconds;
  return sections.map((section, index) => {
    elapsedWeight += section.weight;
    const isLast = index === sections.length - 1;
    const rawEnd = startSeconds + (span * elapsedWeight) / totalWeight;
    const rounded = Math.round(rawEnd / markStepSeconds) * markStepSeconds;
    const end = isLast ? endSeconds : Math.min(endSeconds, Math.max(start, rounded));
    const placed = { heading: section.heading, start, end, body: section.body };
    start = end;
    return placed;
  });
}

/** 75 → "1:15"; 3600 → "1:00:00". */
export function formatMark(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** "[OPENING - 0:00-1:30]" followed by the section's lines. */
export function renderSections(sections: PlacedSection[]): string {
  return sections
    .map((section) =>
      [`[${section.heading} - ${formatMark(section.start)}-${formatMark(section.end)}]`, ...section.body].join("\n"),
    )
    .join("\n\n");
}

/** Non-empty trimmed lines: one key point per line. */
export function keyPointLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The generation date in the header, as YYYY-MM-DD (UTC) so it reads the same everywhere. */
export function scriptDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A key point as the end of a sentence: "Pick a subject line" → "Pick a subject line."; "Why?" stays. */
export function asSentenceEnd(point: string): string {
  return /[.!?…]$/.test(point) ? point : `${point}.`;
}
