/**
 * Reference-counted third-party scripts in <head>. Several videos
 * share the player script; the element goes away when the last user releases
 * it. A script that fails to load (provider unreachable) is recorded and
 * swallowed: the page keeps its posters and nothing throws.
 */
interface Entry {
  element: HTMLElement;
  users: number;
}

const entries = new Map<string, Entry>();

export const registryAttribute = "data-video-provider";

function acquire(key: string, create: () => HTMLElement): () => void {
  let entry = entries.get(key);
  if (!entry) {
    const element = create();
    element.setAttribute(registryAttribute, key);
    document.head.appendChild(element);
    entry = { element, users: 0 };
    entries.set(key, entry);
  }
  entry.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = entries.get(key);
    if (!current) return;
    current.users -= 1;
    if (current.users <= 0) {
      current.element.remove();
      entries.delete(key);
    }
  };
}

/** Adds an async script once; returns its release function. */
export function acquireScript(src: string): () => void {
  return acquire(`script:${src}`, () => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onerror = () => {
      script.dataset.failed = "true";
    };
    return script;
  });
}

/** Releases several acquisitions at once. */
export function releaseAll(releases: Array<() => void>): void {
  for (const release of releases) release();
}
