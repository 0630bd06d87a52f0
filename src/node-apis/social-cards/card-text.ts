/**
 * How a card's text fits its box: the title picks the largest type size whose estimated
 * lines fit, and anything still too long is shortened at a word boundary, so text never
 * overflows the card and never stops mid-word. Estimates use Inter's average advance
 * (about 0.56 em bold, 0.5 em regular); satori then wraps at spaces with the real metrics.
 */

export interface FittedTitle {
  text: string;
  fontSize: number;
}

/** Largest first; the smallest still reads in a 600 px wide chat preview. */
const smallestTitleSize = 44;
export const titleSizes = [76, 66, 58, 50, smallestTitleSize] as const;
const titleLineHeight = 1.15;
const boldAdvance = 0.56;
const regularAdvance = 0.5;

function lineCapacity(boxWidth: number, fontSize: number, advance: number): number {
  return Math.floor(boxWidth / (fontSize * advance));
}

/** Greedy wrap at spaces, as satori wraps; a word longer than a line takes a line of its own. */
export function wrapWords(text: string, charsPerLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= charsPerLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Keeps whole words up to maxChars and marks the cut with an ellipsis. */
export function shortenAtWord(text: string, maxChars: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** The largest title size at which the title fits boxWidth × boxHeight; at the smallest size, whole words are dropped. */
export function fitTitle(title: string, boxWidth: number, boxHeight: number): FittedTitle {
  const clean = title.replace(/\s+/g, " ").trim();
  for (const fontSize of titleSizes) {
    const maxLines = Math.floor(boxHeight / (fontSize * titleLineHeight));
    const perLine = lineCapacity(boxWidth, fontSize, boldAdvance);
    const lines = wrapWords(clean, perLine);
    if (lines.length <= maxLines && lines.every((line) => line.length <= perLine)) return { text: clean, fontSize };
  }
  const fontSize = smallestTitleSize;
  const maxLines = Math.floor(boxHeight / (fontSize * titleLineHeight));
  const perLine = lineCapacity(boxWidth, fontSize, boldAdvance);
  let text = shortenAtWord(clean, perLine * maxLines);
  while (text.length > 1 && wrapWords(text, perLine).length > maxLines) text = shortenAtWord(text, text.length - 1);
  return { text, fontSize };
}

/** The short line under the title: at most `lines` lines at fontSize, shortened at a word. */
export function clampDescription(description: string, boxWidth: number, fontSize: number, lines: number): string {
  const perLine = lineCapacity(boxWidth, fontSize, regularAdvance);
  let text = shortenAtWord(description, perLine * lines);
  while (text.length > 1 && wrapWords(text, perLine).length > lines) text = shortenAtWord(text, text.length - 1);
  return text;
}

export { titleLineHeight };
