import { act, fireEvent, screen, within } from "@testing-library/react";
import * as React from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server.node";

import { deferredLazy } from "../deferred-lazy";

/** A FAQ entry as the deferred parts have them: a button that shows its answer. */
function Entry({ question }: { question: string }): React.ReactElement {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen((wasOpen) => !wasOpen)}>
        <span>{question}</span>
      </button>
      {open ? <p>The answer to “{question}”</p> : null}
      <a href="#elsewhere">Read the terms</a>
    </div>
  );
}

type EntryModule = { default: typeof Entry };

/** The build's HTML of the deferred part: React's server renderer once its code is in. */
async function prerendered(question: string): Promise<string> {
  const BuildTimeEntry = deferredLazy<React.ComponentProps<typeof Entry>>(() => Promise.resolve({ default: Entry }));
  renderToString(<BuildTimeEntry question={question} />);
  await new Promise((done) => setTimeout(done, 10));
  return renderToString(<BuildTimeEntry question={question} />);
}

/** The page in a browser: the prerendered HTML hydrated, the part's code held until `arrive()`. */
async function openPage(question: string) {
  const container = document.createElement("div");
  container.innerHTML = await prerendered(question);
  document.body.append(container);
  let arrive: (loaded: EntryModule) => void = () => undefined;
  const code = new Promise<EntryModule>((resolve) => (arrive = resolve));
  const PageEntry = deferredLazy<React.ComponentProps<typeof Entry>>(() => code);
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, <PageEntry question={question} />);
  });
  /**
   * The code is in, but React has not yet come back to the part: its promise chain settles in
   * microtasks, React's retry waits for a task. Outside act(), whose queue would run the retry.
   */
  const codeInNotHydrated = async () => {
    const reactEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    arrive({ default: Entry });
    for (let microtask = 0; microtask < 20; microtask += 1) await Promise.resolve();
    return () => {
      reactEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    };
  };
  // The code arrives, React hydrates the part, and a task later the kept click is made again.
  const codeArrives = async () => {
    await act(async () => {
      arrive({ default: Entry });
      await code;
    });
    await act(() => new Promise((done) => setTimeout(done, 10)));
  };
  return { page: within(container), codeInNotHydrated, codeArrives, unmount: () => act(() => root?.unmount()) };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a deferred part clicked before its code arrives", () => {
  it("opens what the visitor clicked once the code is in", async () => {
    const { page, codeArrives, unmount } = await openPage("Quanto preciso para começar?");
    fireEvent.click(page.getByText("Quanto preciso para começar?"));
    expect(page.queryByText(/The answer/)).toBeNull();
    await codeArrives();
    expect(page.getByRole("button", { name: "Quanto preciso para começar?" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("The answer to “Quanto preciso para começar?”")).toBeVisible();
    unmount();
  });

  it("acts once on a click made after the code is in", async () => {
    const { page, codeArrives, unmount } = await openPage("Qual é o retorno médio?");
    await codeArrives();
    fireEvent.click(page.getByRole("button", { name: "Qual é o retorno médio?" }));
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(page.getByRole("button", { name: "Qual é o retorno médio?" })).toHaveAttribute("aria-expanded", "true");
    unmount();
  });

  // React hydrates the part at once for that click and handles it; it must not be made twice.
  it("acts once on a click that makes React hydrate the part", async () => {
    const { page, codeInNotHydrated, unmount } = await openPage("Quanto tempo leva?");
    const backInAct = await codeInNotHydrated();
    fireEvent.click(page.getByText("Quanto tempo leva?"));
    backInAct();
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(page.getByRole("button", { name: "Quanto tempo leva?" })).toHaveAttribute("aria-expanded", "true");
    unmount();
  });

  // React stops the click before the link's own listeners, but the browser still follows it.
  it("does not click a link again, which the browser followed already", async () => {
    const { page, codeArrives, unmount } = await openPage("Posso sair quando quiser?");
    const clicksReachingLink = jest.fn();
    page.getByRole("link", { name: "Read the terms" }).addEventListener("click", clicksReachingLink);
    fireEvent.click(page.getByRole("link", { name: "Read the terms" }));
    await codeArrives();
    expect(clicksReachingLink).not.toHaveBeenCalled();
    unmount();
  });
});

/** A calculator as the pricing page has it: a typed amount and a slider, and what they make. */
function Calculator(): React.ReactElement {
  const [amount, setAmount] = React.useState("5000");
  const [months, setMonths] = React.useState(12);
  return (
    <div>
      <label htmlFor="amount">Amount</label>
      <input id="amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <label htmlFor="months">Months</label>
      <input
        id="months"
        type="range"
        min={1}
        max={36}
        value={months}
        onChange={(event) => setMonths(Number(event.target.value))}
      />
      <output>Total {Number(amount) * months}</output>
    </div>
  );
}

/** What a browser does when the visitor types or slides: the shown value changes, an input event follows. */
function editAsVisitor(control: HTMLInputElement, value: string): void {
  // The prototype's setter: the element's own `value` would be React's tracker once hydrated.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("a deferred part edited before its code arrives", () => {
  it("computes with what the visitor typed and slid, once the code is in", async () => {
    const BuildTimeCalculator = deferredLazy(() => Promise.resolve({ default: Calculator }));
    renderToString(<BuildTimeCalculator />);
    await new Promise((done) => setTimeout(done, 10));
    const container = document.createElement("div");
    container.innerHTML = renderToString(<BuildTimeCalculator />);
    document.body.append(container);
    let arrive: (loaded: { default: typeof Calculator }) => void = () => undefined;
    const code = new Promise<{ default: typeof Calculator }>((resolve) => (arrive = resolve));
    const PageCalculator = deferredLazy(() => code);
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <PageCalculator />);
    });
    const page = within(container);
    // React sees the input events on the prerendered part and tries to hydrate it, without its code.
    act(() => {
      editAsVisitor(page.getByLabelText<HTMLInputElement>("Amount"), "7000");
      editAsVisitor(page.getByLabelText<HTMLInputElement>("Months"), "24");
    });
    expect(page.getByText("Total 60000")).toBeInTheDocument();

    await act(async () => {
      arrive({ default: Calculator });
      await code;
    });
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(page.getByText("Total 168000")).toBeInTheDocument();
    expect(page.getByLabelText<HTMLInputElement>("Amount").value).toBe("7000");
    expect(page.getByLabelText<HTMLInputElement>("Months").value).toBe("24");
    act(() => root?.unmount());
  });
});
