import { act, fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server.node";

import { failedPhotosRemoved } from "../../blog/failed-photos";
import * as browser from "../rendering-in-browser";
import { StaticIsland } from "../StaticIsland";

function Part(): React.ReactElement {
  return (
    <footer data-testid="part" className="site-footer">
      <StaticIsland root="section" kind="footer" aria-label="Links" whilePrerendered={failedPhotosRemoved}>
        <h2>Resources</h2>
        <a href="/blog/">Blog</a>
        <a href="https://elsewhere.example/">Elsewhere</a>
        <img src="/avatar.png" alt="" data-remove-on-error="" />
      </StaticIsland>
    </footer>
  );
}

/** React's own keys on a DOM node it manages (`__reactFiber$…`). */
const reactKeys = (node: Node): string[] => Object.keys(node).filter((key) => key.startsWith("__react"));

/** `element` rendered as the build renders it: in Node, where there is no document. */
function renderedWithoutDocument(element: React.ReactElement): string {
  const inNode = jest.spyOn(browser, "renderingInBrowser").mockReturnValue(false);
  try {
    return renderToString(element);
  } finally {
    inNode.mockRestore();
  }
}

/** Prerenders `element` into a container in the document, as a built page holds it. */
function prerendered(element: React.ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderedWithoutDocument(element);
  document.body.append(container);
  return container;
}

const navigate = jest.fn();

beforeEach(() => {
  window.___navigate = navigate;
});

afterEach(() => {
  document.body.innerHTML = "";
  navigate.mockClear();
});

describe("StaticIsland", () => {
  it("prerenders its children inside its root, marked with its kind", () => {
    const container = prerendered(<Part />);
    const island = container.querySelector("[data-static-island='footer']");
    expect(island?.tagName).toBe("SECTION");
    expect(island?.getAttribute("aria-label")).toBe("Links");
    expect(island?.querySelector("h2")?.textContent).toBe("Resources");
  });

  it("keeps the prerendered nodes when hydrating: React claims the root and never reaches inside", () => {
    const container = prerendered(<Part />);
    const island = container.querySelector("[data-static-island]") as HTMLElement;
    const heading = island.querySelector("h2") as HTMLElement;
    const html = island.innerHTML;
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    act(() => {
      hydrateRoot(container, <Part />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(reactKeys(island).some((key) => key.startsWith("__reactFiber$"))).toBe(true);
    expect(island.querySelector("h2")).toBe(heading);
    expect(island.innerHTML).toBe(html);
    expect(reactKeys(heading)).toEqual([]);
    expect([...island.querySelectorAll("*")].flatMap(reactKeys)).toEqual([]);
  });

  it("routes a click on an internal link inside it through Gatsby, and leaves other links alone", () => {
    const container = prerendered(<Part />);
    act(() => {
      hydrateRoot(container, <Part />);
    });
    // What reaches the browser's own handling (a page load, which jsdom would only log as not
    // implemented, later, into another test): recorded, then stopped here.
    const leftToBrowser: string[] = [];
    const recordBrowserClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      leftToBrowser.push((event.target as Element).getAttribute("href") ?? "");
      event.preventDefault();
    };
    window.addEventListener("click", recordBrowserClick);
    try {
      const internal = container.querySelector("a[href='/blog/']") as HTMLElement;
      fireEvent.click(internal);
      expect(navigate).toHaveBeenCalledWith("/blog/", { replace: false });
      expect(leftToBrowser).toEqual([]);
      fireEvent.click(container.querySelector("a[href^='https']") as HTMLElement);
      fireEvent.click(internal, { ctrlKey: true });
      expect(leftToBrowser).toEqual(["https://elsewhere.example/", "/blog/"]);
      expect(navigate).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener("click", recordBrowserClick);
    }
  });

  it("removes a failed author photo while prerendered, as the photo's own handler would", () => {
    const container = prerendered(<Part />);
    act(() => {
      hydrateRoot(container, <Part />);
    });
    fireEvent.error(container.querySelector("img") as HTMLElement);
    expect(container.querySelector("img")).toBeNull();
  });

  it("renders anew when remounted with a new key (the footer and breadcrumb on each page navigated to)", () => {
    const Kept = ({ path }: { path: string }) => (
      <StaticIsland key={path} root="footer" kind="footer">
        <a href="/privacy-policy/" aria-current={path === "/privacy-policy/" ? "page" : undefined}>
          Privacy Policy
        </a>
      </StaticIsland>
    );
    const container = prerendered(<Kept path="/privacy-policy/" />);
    const prerenderedLink = container.querySelector("a");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <Kept path="/privacy-policy/" />);
    });
    expect(container.querySelector("a")).toBe(prerenderedLink);
    act(() => {
      root?.render(<Kept path="/privacy-policy/" />);
    });
    expect(container.querySelector("a")).toBe(prerenderedLink);
    act(() => {
      root?.render(<Kept path="/pricing/" />);
    });
    const link = screen.getByRole("link", { name: "Privacy Policy" });
    expect(link).not.toBe(prerenderedLink);
    expect(link).not.toHaveAttribute("aria-current");
    expect(reactKeys(link).length).toBeGreaterThan(0);
  });

  it("keeps its prerendered nodes inside a boundary that hydrates later, with no error while the page around it updates", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const Section = (): React.ReactElement => (
      <StaticIsland root="section" kind="marketing-copy">
        <h2>Deferred</h2>
      </StaticIsland>
    );
    const serverSection = Promise.resolve({ default: Section });
    const LazyServer = React.lazy(() => serverSection);
    const LazyClient = React.lazy(() => gate.then(() => ({ default: Section })));
    const Page = ({ lazy: Lazy, count }: { lazy: typeof LazyServer; count: number }) => (
      <main>
        <p>{count}</p>
        <React.Suspense fallback={null}>
          <Lazy />
        </React.Suspense>
      </main>
    );
    // The server waits for the section (as the build does); renderToString needs it resolved first.
    renderedWithoutDocument(<Page lazy={LazyServer} count={0} />);
    await serverSection;
    const container = prerendered(<Page lazy={LazyServer} count={0} />);
    const heading = container.querySelector("h2");
    const recoverable = jest.fn();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      React.startTransition(() => {
        root = hydrateRoot(container, <Page lazy={LazyClient} count={0} />, { onRecoverableError: recoverable });
      });
    });
    act(() => {
      React.startTransition(() => root?.render(<Page lazy={LazyClient} count={1} />));
    });
    await act(async () => {
      release();
      await gate;
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector("p")?.textContent).toBe("1");
    expect(container.querySelector("h2")).toBe(heading);
    expect(reactKeys(heading as Element)).toEqual([]);
  });

  it("renders its children when it first appears after hydration on a prerendered page", () => {
    const Toggle = ({ open }: { open: boolean }) => <div>{open ? <Part /> : null}</div>;
    const container = prerendered(<Toggle open={false} />);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <Toggle open={false} />);
    });
    act(() => {
      root?.render(<Toggle open />);
    });
    expect(screen.getByRole("heading", { name: "Resources" })).toBeInTheDocument();
    expect(reactKeys(screen.getByRole("heading", { name: "Resources" })).length).toBeGreaterThan(0);
  });

  it("renders its children when mounted without prerendered HTML (a client-side navigation)", () => {
    render(<Part />);
    expect(screen.getByRole("heading", { name: "Resources" })).toBeInTheDocument();
    expect(reactKeys(screen.getByRole("heading", { name: "Resources" })).length).toBeGreaterThan(0);
  });
});
