import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { RoiCalculator } from "../RoiCalculator";

function figure(name: string): string {
  const results = screen.getByTestId("roi-results");
  const term = within(results).getByText(name, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

describe("RoiCalculator", () => {
  it("shows the documented results for the defaults, with the chart and its text alternative", () => {
    render(<RoiCalculator />);
    expect(figure("Lifetime customer acquisition cost")).toBe("$21");
    expect(figure("Break-even")).toBe("0.2 monthsBreak even in 1 month");
    expect(figure("Additional revenue")).toBe("$186,667");
    expect(figure("Total return")).toBe("$30,000");
    expect(figure("ROI")).toBe("+500%");
    expect(screen.getByTestId("roi-results")).toHaveAttribute("aria-live", "polite");
    const chart = screen.getByRole("img", { name: /cumulative return against investment/i });
    expect(chart).toHaveAccessibleDescription(/passes the investment at month 0.2/);
  });

  it("labels the sliders with the spec's bounds and shows their values", () => {
    render(<RoiCalculator />);
    const customers = screen.getByRole("slider", { name: "Monthly customers from video" });
    expect(customers).toHaveAttribute("min", "1");
    expect(customers).toHaveAttribute("max", "50");
    expect(screen.getByRole("slider", { name: "Conversion rate lift" })).toHaveAttribute("step", "5");
    const horizon = screen.getByRole("slider", { name: "Time horizon" });
    expect(horizon).toHaveAttribute("min", "6");
    expect(horizon).toHaveAttribute("max", "60");
    fireEvent.change(customers, { target: { value: "20" } });
    expect(screen.getByText("20", { selector: "output" })).toBeInTheDocument();
    expect(figure("Total return")).toBe("$60,000");
    expect(figure("ROI")).toBe("+1100%");
  });

  it.each([
    ["", "Enter the video investment."],
    ["abc", "The video investment must be a number, like 5000."],
    ["0", "The video investment must be greater than zero."],
    ["-100", "The video investment must be greater than zero."],
  ])("explains a bad investment %j inline and never prints NaN or Infinity", async (typed, message) => {
    const user = userEvent.setup();
    render(<RoiCalculator />);
    const field = screen.getByRole("textbox", { name: "Video investment (USD)" });
    await user.clear(field);
    if (typed) await user.type(field, typed);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(message);
    const text = screen.getByTestId("roi-results").textContent ?? "";
    expect(text).not.toMatch(/NaN|Infinity|-\$/);
    expect(figure("ROI")).toBe("—");
    expect(screen.queryByRole("img", { name: /cumulative return/i })).not.toBeInTheDocument();
  });

  it("recovers when the lifetime value is corrected", async () => {
    const user = userEvent.setup();
    render(<RoiCalculator />);
    const field = screen.getByRole("textbox", { name: "Customer lifetime value (USD)" });
    await user.clear(field);
    expect(field).toHaveAccessibleDescription("Enter the customer lifetime value.");
    await user.type(field, "1500");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(figure("Total return")).toBe("$15,000");
  });
});
