import { render, screen } from "@testing-library/react";
import * as React from "react";

import { Field, fieldDescribedBy, Input, Slider } from "../Field";

describe("Field", () => {
  it("labels its control, marks it required, and shows its description and error", () => {
    render(
      <Field id="topic" label="Topic" required description="One line." error="Needed">
        <Input id="topic" aria-describedby={fieldDescribedBy("topic", { description: "One line.", error: "Needed" })} />
      </Field>,
    );
    const input = screen.getByLabelText(/Topic/);
    expect(input).toHaveAttribute("aria-describedby", "topic-hint topic-error");
    expect(document.getElementById("topic-hint")).toHaveTextContent("One line.");
    expect(document.getElementById("topic-error")).toHaveTextContent("Needed");
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("describes a control by nothing when there is nothing to say", () => {
    expect(fieldDescribedBy("x", {})).toBeUndefined();
    expect(fieldDescribedBy("x", { error: "Bad" })).toBe("x-error");
  });

  it("forwards refs to its controls", () => {
    const input = React.createRef<HTMLInputElement>();
    const slider = React.createRef<HTMLInputElement>();
    render(
      <>
        <Input ref={input} aria-label="name" />
        <Slider ref={slider} aria-label="months" min={1} max={12} />
      </>,
    );
    expect(input.current).toBe(screen.getByLabelText("name"));
    expect(slider.current).toHaveAttribute("type", "range");
  });
});
