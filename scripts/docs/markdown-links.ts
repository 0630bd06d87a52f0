/**
 * Relative links and heading anchors of the repository's Markdown, read the way GitHub renders
 * them. No Markdown library is installed (gatsby brings none, and the only copy of `marked` is
 * vendored inside Lighthouse's trace engine), and the docs use a small part of CommonMark, so
 * this is a small reader of that part: fenced code blocks and code spans (whose text is not
 * Markdown), ATX and setext headings, inline links and images, reference definitions.
 * Slugs follow github-slugger, which GitHub's anchors are: lower-case, everything but letters,
 * marks, numbers, connector punctuation, spaces and hyphens removed, each space a hyphen, and a
 * repeated slug suffixed -1, -2, … in document order.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export interface MarkdownLink {
  /** 1-based line of the link's opening bracket. */
  line: number;
  target: string;
}

export interface BrokenLink extends MarkdownLink {
  file: string;
  reason: string;
}

const fenceOpen = /^ {0,3}(`{3,}|~{3,})/;
const atxHeading = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const setextUnderline = /^ {0,3}(=+|-+)[ \t]*$/;
/** A line that starts a block other than a paragraph, so cannot be a setext heading's text. */
const notParagraph = /^ {0,3}(?:[#>|]|[-*+][ \t]|\d+[.)][ \t]|`{3}|~{3})/;

/** The lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines = markdown.split("\n");
  const kept: { text: string; line: number }[] = [];
  let fence: string | null = null;
  lines.forEach((text, index) => {
    const opening = fenceOpen.exec(text)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length && text.trim() === opening) fence = null;
      return;
    }
    if (opening) {
      fence = opening;
      return;
    }
    kept.push({ text, line: index + 1 });
  });
  return kept;
}

/** Heading source → the text GitHub shows: code spans literal, link and image syntax dropped, emphasis and tags removed. */
export function headingText(source: string): string {
  return source
    .split(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/)
    .map((part, index) => {
      // split() with two groups yields [text, ticks, code, text, ticks, code, …].
      if (index % 3 === 1) return "";
      if (index % 3 === 2) return part.trim() === "" ? part : part.replace(/^ (.*) $/, "$1");
      return part
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/<[^>]+>/g, "")
        .replace(/\*\*|\*|~~/g, "")
        .replace(/\\([!-/:-@[-`{-~])/g, "$1");
    })
    .join("")
    .trim();
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every heading's anchor, in document order, duplicates suffixed as GitHub does. */
export function headingAnchors(markdown: string): string[] {
  const lines = proseLines(markdown);
  const texts: string[] = [];
  lines.forEach(({ text, line }, index) => {
    const atx = atxHeading.exec(text);
    if (atx) {
      texts.push(headingText(atx[2] ?? ""));
      return;
    }
    const previous = lines[index - 1];
    // A setext underline belongs to the paragraph line right above it (no blank line between).
    if (
      setextUnderline.test(text) &&
      previous &&
      previous.line === line - 1 &&
      previous.text.trim() !== "" &&
      !notParagraph.test(previous.text) &&
      !setextUnderline.test(previous.text)
    ) {
      texts.push(headingText(previous.text.trim()));
    }
  });
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base = slug(text);
    let candidate = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(candidate)) {
      count += 1;
      candidate = `${base}-${count}`;
    }
    seen.set(base, count);
    seen.set(candidate, 0);
    return candidate;
  });
}

/** The prose with code spans blanked out (same length, so offsets still give line numbers); a span never crosses a blank line. */
function withoutCodeSpans(prose: string): string {
  return prose.replace(/(?<!`)(`+)(?!`)((?:(?!\n[ \t]*\n)[\s\S])*?[^`])\1(?!`)/g, (span) =>
    span.replace(/[^\n]/g, " "),
  );
}

const inlineLink =
  /!?\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*(<[^<>\n]*>|[^\s()<>]*(?:\([^\s()]*\)[^\s()<>]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const referenceDefinition = /^ {0,3}\[[^\]]+\]:[ \t]*(<[^<>\n]*>|\S+)/gm;

/** Every link and image target in the prose (not in code), with its line. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  // Fenced lines become empty lines, so line numbers stay those of the file.
  const kept = new Map(proseLines(markdown).map(({ line, text }) => [line, text]));
  const prose = withoutCodeSpans(
    markdown
      .split("\n")
      .map((text, index) => kept.get(index + 1) ?? "")
      .join("\n"),
  );
  const lineAt = (offset: number) => prose.slice(0, offset).split("\n").length;
  const links: MarkdownLink[] = [];
  for (const pattern of [inlineLink, referenceDefinition]) {
    for (const match of prose.matchAll(pattern)) {
      const target = (match[1] ?? "").replace(/^<(.*)>$/, "$1");
      links.push({ line: lineAt(match.index ?? 0), target });
    }
  }
  return links.sort((a, b) => a.line - b.line);
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");

/** The broken relative links of one Markdown file: a missing file, or an anchor no heading makes. */
export function brokenLinks(file: string, repoRoot: string): BrokenLink[] {
  const markdown = readFileSync(file, "utf8");
  const broken: BrokenLink[] = [];
  const anchorsOf = new Map<string, string[]>();
  const anchors = (path: string) => {
    if (!anchorsOf.has(path)) anchorsOf.set(path, headingAnchors(readFileSync(path, "utf8")));
    return anchorsOf.get(path) ?? [];
  };
  const shownFile = relative(repoRoot, file);
  for (const link of markdownLinks(markdown)) {
    if (isExternal(link.target)) continue;
    const hashAt = link.target.indexOf("#");
    const pathPart = hashAt < 0 ? link.target : link.target.slice(0, hashAt);
    const anchor = hashAt < 0 ? null : decodeURIComponent(link.target.slice(hashAt + 1));
    const path = pathPart === "" ? file : resolve(dirname(file), decodeURIComponent(pathPart.split("?")[0] ?? ""));
    if (!path.startsWith(repoRoot)) {
      broken.push({ ...link, file: shownFile, reason: "points outside the repository" });
      continue;
    }
    if (!existsSync(path)) {
      broken.push({ ...link, file: shownFile, reason: `${relative(repoRoot, path)} does not exist` });
      continue;
    }
    if (anchor === null) continue;
    if (!path.endsWith(".md") || statSync(path).isDirectory()) {
      // GitHub's line anchors are the only ones other files have.
      if (!/^L\d+(-L\d+)?$/.test(anchor))
        broken.push({ ...link, file: shownFile, reason: `#${anchor}: ${relative(repoRoot, path)} has no headings` });
      continue;
    }
    if (!anchors(path).includes(anchor)) {
      broken.push({ ...link, file: shownFile, reason: `no heading in ${relative(repoRoot, path)} makes #${anchor}` });
    }
  }
  return broken;
}

/** README.md and every Markdown file under docs/. */
export function documentationFiles(repoRoot: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith(".md") ? [path] : [];
    });
  // Each room's README too (scripts/README.md and its sub-rooms, the services, e2e/, …), outside installs.
  const roomReadmes = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (!entry.isDirectory() || entry.name === "node_modules" || entry.name.startsWith(".")) return [];
      if (["public", "docs", "coverage"].includes(entry.name) && dir === repoRoot) return [];
      const path = join(dir, entry.name);
      return [...(existsSync(join(path, "README.md")) ? [join(path, "README.md")] : []), ...roomReadmes(path)];
    });
  const docs = join(repoRoot, "docs");
  return [join(repoRoot, "README.md"), ...(existsSync(docs) ? walk(docs) : []), ...roomReadmes(repoRoot)];
}
