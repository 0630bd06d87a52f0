import { act, screen } from "@testing-library/react";
import * as React from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server.node";

import { syncEditedControls } from "../sync-edited-controls";

/** A generator's form as the site builds it: controlled fields, and what React holds shown beside them. */
function TopicForm(): React.ReactElement {
  const [topic, setTopic] = React.useState("");
  const [notes, setNotes] = React.useState("");
  const [type, setType] = React.useState("");
  return (
    <form>
      <label>
        Video Topic
        <input value={topic} onChange={(event) => setTopic(event.target.value)} />
      </label>
      <label>
        Key Points
        <textarea value={notes} onChange={(event) => setNotes(event.target.value)} />
      </label>
      <label>
        Video Type
        <select value={type} onChange={(event) => setType(event.target.value)}>
          <option value="">Select a video type</option>
          <option value="tutorial">Tutorial</option>
        </select>
      </label>
      <output>{`React holds: ${topic} | ${notes} | ${type}`}</output>
    </form>
  );
}

/** The prerendered form, edited by the visitor before React, then hydrated. */
async function editedThenHydrated(): Promise<Root> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<TopicForm />);
  document.body.replaceChildren(container);
  screen.getByLabelText<HTMLInputElement>("Video Topic").value = "Cold Email Tips";
  screen.getByLabelText<HTMLTextAreaElement>("Key Points").value = "Subject lines";
  screen.getByLabelText<HTMLSelectElement>("Video Type").value = "tutorial";
  let root: Root | undefined;
  // act's asynchronous form, which waits for React's work, so the callback returns a promise.
  await act(() => {
    root = hydrateRoot(container, <TopicForm />);
    return Promise.resolve();
  });
  if (!root) throw new Error("not hydrated");
  return root;
}

describe("syncEditedControls", () => {
  it("gives React what the visitor typed and chose before hydration, and keeps it on screen", async () => {
    const root = await editedThenHydrated();
    expect(screen.getByRole("status")).toHaveTextContent("React holds: | |");

    await act(() => {
      syncEditedControls([...document.querySelectorAll("input, textarea, select")]);
      return Promise.resolve();
    });
    expect(screen.getByRole("status")).toHaveTextContent("React holds: Cold Email Tips | Subject lines | tutorial");
    expect(screen.getByLabelText("Video Topic")).toHaveValue("Cold Email Tips");
    expect(screen.getByLabelText("Key Points")).toHaveValue("Subject lines");
    act(() => root.unmount());
  });

  it("skips a control that is no longer on the page", async () => {
    const root = await editedThenHydrated();
    const detached = document.createElement("input");
    detached.value = "gone";
    expect(() => syncEditedControls([detached])).not.toThrow();
    expect(screen.getByRole("status")).toHaveTextContent("React holds: | |");
    act(() => root.unmount());
  });
});
