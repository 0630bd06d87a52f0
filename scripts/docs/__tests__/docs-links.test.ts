/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { brokenLinks, documentationFiles, headingAnchors, markdownLinks } from "../markdown-links.ts";

const repoRoot = resolve(__dirname, "../../..");
const readmeLineLimit = 200;

describe("the README and docs/ a newcomer reads", () => {
  it(`README.md stays within ${readmeLineLimit} lines`, () => {
    const lines = readFileSync(join(repoRoot, "README.md"), "utf8").replace(/\n$/, "").split("\n").length;
    expect(lines).toBeLessThanOrEqual(readmeLineLimit);
  });

  it("every relative link resolves to a file that exists, and every #anchor to a heading in it", () => {
    const files = documentationFiles(repoRoot);
    expect(files.length).toBeGreaterThan(1);
    const broken = files.flatMap((file) => brokenLinks(file, repoRoot));
    expect(broken.map(({ file, line, target, reason }) => `${file}:${line} (${target}): ${reason}`)).toEqual([]);
  });
});

describe("reading links and anchors as GitHub does", () => {
  it("slugs headings: lower case, punctuation dropped, spaces to hyphens, code spans literal, repeats numbered", () => {
    const markdown = [
      "# Meridian — marketing site",
      "## React 18.3",
      "### `send-to-sheets`",
      "### Blog images as plain `<picture>`",
      "## Together, before → after",
      "## @portabletext/react 6.x",
      "## See [the docs](docs/x.md) **now**",
      "## Notes",
      "## Notes",
      "## Notes-1",
      "Setext heading",
      "--------------",
      "```",
      "# not a heading, in code",
      "```",
    ].join("\n");
    expect(headingAnchors(markdown)).toEqual([
      "meridian--marketing-site",
      "react-183",
      "send-to-sheets",
      "blog-images-as-plain-picture",
      "together-before--after",
      "portabletextreact-6x",
      "see-the-docs-now",
      "notes",
      "notes-1",
      "notes-1-1",
      "setext-heading",
    ]);
  });

  it("finds links and images in prose and tables, with their lines, and none in code", () => {
    const markdown = [
      "See [a](docs/a.md#x) and ![shot](docs/s.png).",
      "| [cell](b.md) | `[not](code.md)` |",
      "```",
      "[not](fenced.md)",
      "```",
      "[ref]: c.md",
      "A span over two lines: `[not",
      '](either.md)` and [after](d.md "title")',
    ].join("\n");
    expect(markdownLinks(markdown)).toEqual([
      { line: 1, target: "docs/a.md#x" },
      { line: 1, target: "docs/s.png" },
      { line: 2, target: "b.md" },
      { line: 6, target: "c.md" },
      { line: 8, target: "d.md" },
    ]);
  });

  describe("in a repository", () => {
    let root: string;
    beforeAll(() => {
      root = mkdtempSync(join(tmpdir(), "docs-links-"));
      mkdirSync(join(root, "docs"));
      writeFileSync(join(root, "docs/guide.md"), "# Guide\n## Running the benches\nBack to [the top](#guide).\n");
      writeFileSync(
        join(root, "README.md"),
        [
          "# Site",
          "[fine](docs/guide.md#running-the-benches), [external](https://example.com/x.md#nowhere)",
          "[missing file](docs/gone.md)",
          "[missing heading](docs/guide.md#running-a-bench)",
          "[missing here](#nothing)",
          "[outside](../elsewhere.md)",
        ].join("\n"),
      );
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it("reports each broken link with its file, line and reason, and passes the good ones", () => {
      const files = documentationFiles(root);
      expect(files.map((file) => file.slice(root.length + 1)).sort()).toEqual(["README.md", "docs/guide.md"]);
      expect(files.flatMap((file) => brokenLinks(file, root))).toEqual([
        { file: "README.md", line: 3, target: "docs/gone.md", reason: "docs/gone.md does not exist" },
        {
          file: "README.md",
          line: 4,
          target: "docs/guide.md#running-a-bench",
          reason: "no heading in docs/guide.md makes #running-a-bench",
        },
        { file: "README.md", line: 5, target: "#nothing", reason: "no heading in README.md makes #nothing" },
        { file: "README.md", line: 6, target: "../elsewhere.md", reason: "points outside the repository" },
      ]);
    });
  });
});
