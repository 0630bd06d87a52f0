import { clampDescription, fitTitle, shortenAtWord, titleSizes, wrapWords } from "../card-text";

const box = { width: 1056, height: 270 };

describe("fitTitle", () => {
  it("keeps a short title whole at the largest size", () => {
    expect(fitTitle("Careers | Meridian Studio", box.width, box.height)).toEqual({
      text: "Careers | Meridian Studio",
      fontSize: titleSizes[0],
    });
  });

  it("shrinks a longer title instead of cutting it", () => {
    const title = "Short-Form Video for SaaS: What Works on LinkedIn, Reels and Shorts, and What Quietly Fails";
    const fitted = fitTitle(title, box.width, box.height);
    expect(fitted.text).toBe(title);
    expect(fitted.fontSize).toBeLessThan(titleSizes[0]);
  });

  it("shortens a title too long for the smallest size at a word boundary, with an ellipsis", () => {
    const words = Array.from({ length: 60 }, (_, index) => `palavra${index}`);
    const fitted = fitTitle(words.join(" "), box.width, box.height);
    expect(fitted.fontSize).toBe(titleSizes[titleSizes.length - 1]);
    expect(fitted.text.endsWith("…")).toBe(true);
    const kept = fitted.text.slice(0, -1).split(" ");
    expect(kept).toEqual(words.slice(0, kept.length));
  });
});

describe("shortenAtWord and clampDescription", () => {
  it("never ends inside a word and keeps accents", () => {
    expect(shortenAtWord("Comunidade restrita de brasileiros com patrimônio", 40)).toBe(
      "Comunidade restrita de brasileiros com…",
    );
  });

  it("leaves a description that fits untouched", () => {
    expect(clampDescription("Free, in your browser.", 1056, 30, 2)).toBe("Free, in your browser.");
  });

  it("clamps a long description to the lines it may take", () => {
    const long = "Premium video production that grows your SaaS. ".repeat(8);
    const clamped = clampDescription(long, 1056, 30, 2);
    expect(clamped.endsWith("…")).toBe(true);
    expect(wrapWords(clamped, Math.floor(1056 / 15)).length).toBeLessThanOrEqual(2);
  });
});
