/** Longest slug kept in a file name; file systems cap names at 255 bytes. */
export const maxSlugLength = 80;

// Characters Windows, macOS or Linux reject in a file name, plus control characters.
// eslint-disable-next-line no-control-regex -- control characters are what this class removes
const rejectedCharacters = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * The download name of a generated script: `prefix` + the text lowercased with
 * spaces replaced by hyphens + `.txt`. Characters file systems reject are
 * removed, hyphen runs collapse, and an empty result falls back to the prefix
 * alone ("youtube-script.txt").
 */
export function scriptFileName(prefix: string, text: string): string {
  const slug = Array.from(
    text.toLowerCase().trim().replace(/\s+/g, "-").replace(rejectedCharacters, "").replace(/-{2,}/g, "-"),
  )
    .slice(0, maxSlugLength)
    .join("")
    .replace(/^[-.]+|[-.]+$/g, "");
  return slug ? `${prefix}${slug}.txt` : `${prefix.replace(/-+$/, "")}.txt`;
}
