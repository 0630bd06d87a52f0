import { maxSlugLength, scriptFileName } from "../script-file-name";

describe("scriptFileName", () => {
  it("lowercases the text and replaces spaces with hyphens", () => {
    expect(scriptFileName("youtube-script-", "How To Onboard Users")).toBe("youtube-script-how-to-onboard-users.txt");
    expect(scriptFileName("script-", "Q3 Sales Kickoff")).toBe("script-q3-sales-kickoff.txt");
  });

  it("collapses runs of whitespace and trims the ends", () => {
    expect(scriptFileName("script-", "  Big \t\n  Launch  ")).toBe("script-big-launch.txt");
  });

  it("removes characters file systems reject", () => {
    expect(scriptFileName("script-", 'A/B: "Test"? <x>|*\\ end')).toBe("script-ab-test-x-end.txt");
  });

  it("removes control characters", () => {
    expect(scriptFileName("script-", "bell\u0007null\u0000del\u007f")).toBe("script-bellnulldel.txt");
  });

  it("keeps emoji and accented letters, which file systems accept", () => {
    expect(scriptFileName("youtube-script-", "🎬 Ação Rápida")).toBe("youtube-script-🎬-ação-rápida.txt");
  });

  it("keeps <script> inert: only the rejected brackets go", () => {
    expect(scriptFileName("script-", "<script>alert(1)</script>")).toBe("script-scriptalert(1)script.txt");
  });

  it("falls back to the prefix alone when nothing usable is left", () => {
    expect(scriptFileName("youtube-script-", '???***"""')).toBe("youtube-script.txt");
    expect(scriptFileName("script-", " - . - ")).toBe("script.txt");
  });

  it("caps very long topics without splitting an emoji", () => {
    const name = scriptFileName("youtube-script-", `${"🎬".repeat(5)}${"a".repeat(10000)}`);
    const slug = name.slice("youtube-script-".length, -".txt".length);
    expect(Array.from(slug)).toHaveLength(maxSlugLength);
    expect(slug.startsWith("🎬".repeat(5))).toBe(true);
    expect(name.endsWith("a.txt")).toBe(true);
  });
});
