import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ToastProvider } from "../../../components/toast/ToastProvider";
import type { LeadBackendPort } from "../lead-backend-port";
import type { LeadAnswers } from "../lead-quiz-questions";
import type { LeadRow } from "../lead-submission";
import { LeadForm } from "../LeadForm";

const answers: LeadAnswers = {
  investment_type: "bancos_corretoras",
  capital_range: "ate_50k",
  execution_format: "copytrader",
  understands_discipline: "sim",
};

function renderForm() {
  const inserted: LeadRow[] = [];
  const backend: LeadBackendPort = {
    insert: (row) => {
      inserted.push(row);
      return Promise.resolve({ ok: true });
    },
    notify: () => undefined,
    preload: () => undefined,
    retryDelays: [],
  };
  const onSaved = jest.fn();
  render(
    <ToastProvider>
      <LeadForm answers={answers} backend={backend} onSaved={onSaved} />
    </ToastProvider>,
  );
  return { inserted, onSaved, user: userEvent.setup() };
}

// Typing through user-event is slow on a loaded machine; these tests type three fields twice.
jest.setTimeout(20000);

/** Types a value the fast way (one paste), as a visitor's autofill or paste would. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

describe("LeadForm with invalid fields", () => {
  it("moves focus to the first invalid field, ties its error to it and announces what to correct", async () => {
    const { user, inserted } = renderForm();
    await fill(user, "Nome", "Maria Souza");
    await fill(user, "Email", "maria@");
    await user.click(screen.getByRole("button", { name: "Quero participar" }));

    const whatsapp = screen.getByLabelText("WhatsApp");
    await waitFor(() => expect(whatsapp).toHaveFocus());
    expect(whatsapp).toHaveAttribute("aria-invalid", "true");
    expect(whatsapp).toHaveAccessibleDescription("WhatsApp é obrigatório");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email inválido");
    expect(screen.getByLabelText("Nome")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("status")).toHaveTextContent("Corrija os campos: WhatsApp, Email.");
    expect(inserted).toHaveLength(0);
  });

  it("shows the stricter rules' own messages, and then saves the corrected values", async () => {
    const { user, inserted, onSaved } = renderForm();
    await fill(user, "Nome", "Ana");
    await fill(user, "WhatsApp", "(11) 98765-432l");
    await fill(user, "Email", "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Quero participar" }));
    const whatsapp = screen.getByLabelText("WhatsApp");
    await waitFor(() => expect(whatsapp).toHaveFocus());
    expect(whatsapp).toHaveAccessibleDescription("O WhatsApp só pode ter números, espaços, parênteses, ponto, + e -.");
    expect(screen.getByRole("status")).toHaveTextContent("Corrija o campo: WhatsApp.");

    await user.clear(whatsapp);
    await fill(user, "WhatsApp", "(11) 98765-4321");
    await user.click(screen.getByRole("button", { name: "Quero participar" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(inserted).toEqual([expect.objectContaining({ name: "Ana", whatsapp: "(11) 98765-4321" })]);
  });

  it("never cuts a pasted value short: an over-long name is kept and explained", async () => {
    const { user } = renderForm();
    const name = screen.getByLabelText("Nome");
    await user.click(name);
    await user.paste("A".repeat(130));
    await user.click(screen.getByRole("button", { name: "Quero participar" }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue("A".repeat(130));
    expect(name).toHaveAccessibleDescription("O nome pode ter no máximo 120 caracteres.");
  });
});
