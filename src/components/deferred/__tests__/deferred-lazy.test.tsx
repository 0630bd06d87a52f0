import { act, render, screen } from "@testing-library/react";

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

/** The section as the prerendered HTML has it: in the page before React runs. */
function renderBelowFold(sectionId: string) {
  const prerendered = document.createElement("section");
  prerendered.id = sectionId;
  document.body.append(prerendered);
  const load = jest.fn(() => Promise.resolve({ default: () => <p>below the fold, hydrated</p> }));
  const Section = deferredLazy(load, { nearViewId: sectionId });
  render(<Section />);
  return load;
}

const settle = () => act(() => new Promise((done) => setTimeout(done, 20)));

describe("deferredLazy with a section id", () => {
  // A scroll, or a mouse moving on its way to a control in the section.
  it.each(["scroll", "pointermove"])(
    "fetches nothing while the visitor only looks at the first screen, then loads on the first %s",
    async (input) => {
      const load = renderBelowFold(`first-${input}`);
      await settle();
      expect(load).not.toHaveBeenCalled();
      act(() => {
        window.dispatchEvent(new Event(input));
      });
      await screen.findByText("below the fold, hydrated");
      expect(load).toHaveBeenCalledTimes(1);
    },
  );

  // A screen reader activates a button with a click and no key or pointer event before it; on a
  // part React has not hydrated, React stops that click on its way down.
  it("loads on a click that is stopped before it could bubble, with no other input before it", async () => {
    const load = renderBelowFold("first-click");
    await settle();
    const stopsClicks = document.createElement("div");
    stopsClicks.addEventListener("click", (event) => event.stopPropagation(), { capture: true });
    const button = document.createElement("button");
    stopsClicks.append(button);
    document.body.append(stopsClicks);
    act(() => button.click());
    await screen.findByText("below the fold, hydrated");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads when the section comes near the viewport", async () => {
    const load = renderBelowFold("near-view");
    await settle();
    expect(load).not.toHaveBeenCalled();
    act(() => enterView());
    await screen.findByText("below the fold, hydrated");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
