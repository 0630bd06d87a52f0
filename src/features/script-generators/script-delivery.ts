/** Puts `text` on the clipboard; throws when the browser allows neither the Clipboard API nor the copy command. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // No Clipboard API, or it refused: fall back to the copy command below.
  }
  if (!copyWithCommand(text)) throw new Error("The browser blocked clipboard access.");
}

/** The copy command fills the clipboard from a copy event, so no selection or focus change is needed. */
function copyWithCommand(text: string): boolean {
  let copied = false;
  const onCopy = (event: ClipboardEvent) => {
    event.clipboardData?.setData("text/plain", text);
    event.preventDefault();
    copied = true;
  };
  document.addEventListener("copy", onCopy);
  try {
    document.execCommand("copy");
  } catch {
    copied = false;
  } finally {
    document.removeEventListener("copy", onCopy);
  }
  return copied;
}

/** How long the object URL outlives the click, so slow browsers still read it. */
const revokeDelayMs = 30000;

/** Saves `text` as a plain-text file named `fileName`. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), revokeDelayMs);
}
