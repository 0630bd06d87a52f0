import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { FaqAccordion } from "../FaqAccordion";

const items = [
  { question: "Qual é o retorno médio?", answer: "Média de 6,2% ao mês." },
  { question: "Qual é o horizonte mínimo?", answer: "O horizonte mínimo é de 6 meses." },
];

describe("FaqAccordion", () => {
  it("opens one entry at a time and closes the open one when clicked again", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const first = screen.getByRole("button", { name: "Qual é o retorno médio?" });
    const second = screen.getByRole("button", { name: "Qual é o horizonte mínimo?" });
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Média de 6,2% ao mês.")).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Média de 6,2% ao mês.")).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Média de 6,2% ao mês.")).not.toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("O horizonte mínimo é de 6 meses.")).not.toBeInTheDocument();
  });

  it("puts each question in a heading", () => {
    render(<FaqAccordion items={items} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      items.map((i) => i.question),
    );
  });
});
