import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import * as React from "react";
import { renderToString } from "react-dom/server.node";

import { deferredLazy } from "../deferred-lazy";

/** An IntersectionObserver the test drives: `enterView()` reports every observed element as visible. */
const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[] }> = [];
function enterView(): void {
  for (const { callback, elements } of observers) {
    callback(
      elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  observers.length = 0;
  window.IntersectionObserver = class {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element): void {
      this.entry.elements.push(element);
    }
    disconnect(): void {
      this.entry.elements = [];
    }
  } as unknown as typeof IntersectionObserver;
});

const hydratedText = "below the fold, hydrated";
const BelowFold = () => <p>{hydratedText}</p>;

/** The build's HTML of a deferred section: React's server renderer once its code is in. */
async function prerendered(): Promise<string> {
  const BuildTimeSection = deferredLazy(() => Promise.resolve({ default: BelowFold }));
  renderToString(<BuildTimeSection />);
  await new Promise((done) => setTimeout(done, 10));
  return renderToString(<BuildTimeSection />);
}

/** A first visit: the prerendered section hydrated, with an element of that id in the page to watch. */
async function hydrateBelowFold(sectionId: string, gate: "near-view" | "input-only" | "shown" = "near-view") {
  const watched = document.createElement("section");
  watched.id = sectionId;
  document.body.append(watched);
  const container = document.createElement("div");
  container.innerHTML = await prerendered();
  document.body.append(container);
  const load = jest.fn(() => Promise.resolve({ default: BelowFold }));
  const options = {
    "near-view": { nearViewId: sectionId },
    "input-only": { onInputOnly: true },
    shown: { shownId: sectionId },
  };
  const Section = deferredLazy(load, options[gate]);
  act(() => {
    hydrateRoot(container, <Section />);
  });
  return load;
}

const settle = () => act(() => new Promise((done) => setTimeout(done, 20)));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("deferredLazy with a section id", () => {
  // A scroll, or a mouse moving on its way to a control in the section.
  it.each(["scroll", "pointermove"])(
    "fetches nothing while the visitor only looks at the first screen, then loads on the first %s",
    async (input) => {
      const load = await hydrateBelowFold(`first-${input}`);
      await settle();
      expect(load).not.toHaveBeenCalled();
      act(() => {
        window.dispatchEvent(new Event(input));
      });
      await screen.findByText(hydratedText);
      expect(load).toHaveBeenCalledTimes(1);
    },
  );

  // A screen reader activates a button with a click and no key or pointer event before it; on a
  // part React has not hydrated, React stops that click on its way down.
  it("loads on a click that is stopped before it could bubble, with no other input before it", async () => {
    const load = await hydrateBelowFold("first-click");
    await settle();
    const stopsClicks = document.createElement("div");
    stopsClicks.addEventListener("click", (event) => event.stopPropagation(), { capture: true });
    const button = document.createElement("button");
    stopsClicks.append(button);
    document.body.append(stopsClicks);
    act(() => button.click());
    await screen.findByText(hydratedText);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads when the section comes near the viewport", async () => {
    const load = await hydrateBelowFold("near-view");
    await settle();
    expect(load).not.toHaveBeenCalled();
    act(() => enterView());
    await screen.findByText(hydratedText);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("deferredLazy on the first input only", () => {
  it("fetches nothing when the page is idle, then loads on the first touch", async () => {
    const load = await hydrateBelowFold("input-only", "input-only");
    // Longer than the idle gate's fallback timer (no requestIdleCallback in jsdom).
    await settle();
    expect(load).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event("touchstart"));
    });
    await screen.findByText(hydratedText);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("deferredLazy under a parent that renders again", () => {
  // The header renders again on every scroll, with the same props for the desktop nav inside it.
  it("keeps the prerendered HTML, with no error, while its code has not come", async () => {
    const watched = document.createElement("section");
    watched.id = "parent-renders";
    document.body.append(watched);
    const container = document.createElement("div");
    container.innerHTML = await prerendered();
    document.body.append(container);
    const prerenderedText = container.querySelector("p");
    const Section = deferredLazy(() => Promise.resolve({ default: BelowFold }), { shownId: "parent-renders" });
    let renderAgain = () => {};
    function Parent() {
      const [renders, setRenders] = React.useState(0);
      renderAgain = () => setRenders(renders + 1);
      return <Section />;
    }
    const recoverableErrors: unknown[] = [];
    act(() => {
      hydrateRoot(container, <Parent />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    await settle();
    act(() => renderAgain());
    await settle();
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelector("p")).toBe(prerenderedText);
  });
});

// The desktop nav on a phone: hidden by the layout, so no touch or scroll can reach it.
describe("deferredLazy once an element is shown", () => {
  it("fetches nothing on any input while the element is hidden, then loads once it is shown", async () => {
    const load = await hydrateBelowFold("shown-only", "shown");
    await settle();
    act(() => {
      for (const input of ["touchstart", "scroll", "pointermove", "keydown", "click"])
        window.dispatchEvent(new Event(input));
    });
    await settle();
    expect(load).not.toHaveBeenCalled();
    act(() => enterView());
    await screen.findByText(hydratedText);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

// After a client-side navigation there is no prerendered HTML to keep: a placeholder holds the
// space, and waiting for an input would swap it for the section under a visitor scrolling down.
describe("deferredLazy mounted by a client-side navigation", () => {
  it("loads the section at once, with no input and the section far from view", async () => {
    const watched = document.createElement("section");
    watched.id = "after-navigation";
    document.body.append(watched);
    const load = jest.fn(() => Promise.resolve({ default: BelowFold }));
    const Section = deferredLazy(load, { nearViewId: "after-navigation", fallback: <p>placeholder</p> });
    render(<Section />);
    expect(screen.getByText("placeholder")).toBeInTheDocument();
    expect(await screen.findByText(hydratedText)).toBeInTheDocument();
    expect(screen.queryByText("placeholder")).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the section with no placeholder when an earlier visit brought its code", async () => {
    const load = jest.fn(() => Promise.resolve({ default: BelowFold }));
    const Section = deferredLazy(load, { fallback: <p>placeholder</p> });
    const first = render(<Section />);
    await screen.findByText(hydratedText);
    first.unmount();
    render(<Section />);
    expect(screen.getByText(hydratedText)).toBeInTheDocument();
    expect(screen.queryByText("placeholder")).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the network again on a later visit when the code failed to load", async () => {
    let attempts = 0;
    const load = jest.fn(() =>
      ++attempts === 1 ? Promise.reject(new Error("offline")) : Promise.resolve({ default: BelowFold }),
    );
    const Section = deferredLazy(load);
    // React reports the error the boundary caught; expected here.
    const reported = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = render(
      <CatchesLoadError>
        <Section />
      </CatchesLoadError>,
    );
    await screen.findByText("could not load");
    reported.mockRestore();
    failed.unmount();
    render(<Section />);
    expect(await screen.findByText(hydratedText)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

class CatchesLoadError extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): React.ReactNode {
    return this.state.failed ? <p>could not load</p> : this.props.children;
  }
}
