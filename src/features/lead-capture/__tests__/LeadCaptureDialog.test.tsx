import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ToastProvider } from "../../../components/toast/ToastProvider";
import { whatsappGroupUrl } from "../../../config/backend";
import type { LeadBackendPort } from "../lead-backend-port";
import type { InsertOutcome, LeadRow } from "../lead-submission";
import { LeadCaptureDialog } from "../LeadCaptureDialog";

/** A backend port whose answers the test scripts; it records what the form sent. */
function scriptedBackend(...outcomes: InsertOutcome[]) {
  const inserted: LeadRow[] = [];
  const notified: LeadRow[] = [];
  let release: (() => void) | null = null;
  const backend: LeadBackendPort = {
    insert: (row) => {
      inserted.push(row);
      return Promise.resolve(outcomes.shift() ?? { ok: true });
    },
    notify: (row) => notified.push(row),
    preload: () => undefined,
    retryDelays: [],
  };
  return {
    backend,
    inserted,
    notified,
    hold: () => new Promise<void>((done) => (release = done)),
    release: () => release?.(),
  };
}

function renderDialog(backend: LeadBackendPort, onClose = jest.fn()) {
  render(
    <ToastProvider>
      <LeadCaptureDialog backend={backend} onClose={onClose} />
    </ToastProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

async function answerQuiz(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("radio", { name: "Já invisto no exterior" }));
  await user.click(screen.getByRole("radio", { name: "Acima de R$ 250 mil" }));
  await user.click(screen.getByRole("radio", { name: "CopyTrader autorizado" }));
  await user.click(screen.getByRole("radio", { name: "Não — ainda busco algo mais simples e rápido" }));
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Nome"), "Maria Souza");
  await user.type(screen.getByLabelText("WhatsApp"), "(11) 98765-4321");
  await user.type(screen.getByLabelText("Email"), "maria@example.com");
}

describe("LeadCaptureDialog", () => {
  it("asks four questions, one at a time, with the spec's options and a progress label", async () => {
    const { user } = renderDialog(scriptedBackend().backend);
    const dialog = screen.getByRole("dialog", { name: "Descubra se o evento é para você" });
    expect(within(dialog).getByText("Pergunta 1 de 4")).toBeInTheDocument();
    const group = within(dialog).getByRole("radiogroup", { name: "Como você investe hoje?" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.textContent),
    ).toEqual([
      "Invisto de forma tradicional, por bancos ou corretoras",
      "Já invisto no exterior",
      "Tenho capital e quero a direção correta",
    ]);
    await user.click(screen.getByRole("radio", { name: "Já invisto no exterior" }));
    expect(screen.getByText("Pergunta 2 de 4")).toBeInTheDocument();
    expect(screen.getAllByRole("radio").map((radio) => radio.textContent)).toEqual([
      "Até R$ 50 mil",
      "De R$ 50 mil a R$ 250 mil",
      "Acima de R$ 250 mil",
    ]);
    await user.click(screen.getByRole("radio", { name: "Acima de R$ 250 mil" }));
    expect(screen.getByText("Pergunta 3 de 4")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "CopyTrader autorizado" }));
    expect(screen.getByText("Pergunta 4 de 4")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Sim — estou entrando com essa mentalidade" })).toBeInTheDocument();
  });

  it("works from the keyboard: arrows move, Enter chooses", async () => {
    const { user } = renderDialog(scriptedBackend().backend);
    const first = screen.getByRole("radio", { name: "Invisto de forma tradicional, por bancos ou corretoras" });
    act(() => first.focus());
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Já invisto no exterior" })).toHaveFocus();
    expect(screen.getByText("Pergunta 1 de 4")).toBeInTheDocument();
    await user.keyboard("{End}{Enter}");
    expect(screen.getByText("Pergunta 2 de 4")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Até R$ 50 mil" })).toHaveFocus();
  });

  it("shows the form after the negative fourth answer, and the spec's messages for bad input", async () => {
    const { backend, inserted } = scriptedBackend();
    const { user } = renderDialog(backend);
    await answerQuiz(user);
    expect(screen.getByRole("dialog", { name: "Falta pouco: seus dados" })).toBeInTheDocument();
    expect(screen.getByLabelText("WhatsApp")).toHaveAttribute("placeholder", "(00) 00000-0000");
    await user.type(screen.getByLabelText("Nome"), "M");
    await user.type(screen.getByLabelText("WhatsApp"), "1199");
    await user.type(screen.getByLabelText("Email"), "maria@");
    await user.click(screen.getByRole("button", { name: "Quero participar" }));
    expect(await screen.findByText("Nome é obrigatório")).toBeInTheDocument();
    expect(screen.getByText("WhatsApp é obrigatório")).toBeInTheDocument();
    expect(screen.getByText("Email inválido")).toBeInTheDocument();
    expect(screen.getByLabelText("Nome")).toHaveAttribute("aria-invalid", "true");
    expect(inserted).toHaveLength(0);
  });

  it("saves once with 'Salvando...' on a disabled button, then thanks and shows success", async () => {
    const scripted = scriptedBackend();
    const held = scripted.hold();
    const insert = scripted.backend.insert;
    scripted.backend.insert = async (row) => {
      await held;
      return insert(row);
    };
    const { user } = renderDialog(scripted.backend);
    await answerQuiz(user);
    await fillForm(user);
    const submit = screen.getByRole("button", { name: "Quero participar" });
    await user.dblClick(submit);
    const saving = await screen.findByRole("button", { name: "Salvando..." });
    expect(saving).toBeDisabled();
    act(() => scripted.release());
    expect(await screen.findByRole("dialog", { name: "Tudo certo!" })).toBeInTheDocument();
    expect(screen.getByText("Sucesso!")).toBeInTheDocument();
    expect(screen.getByText("Seus dados foram salvos com sucesso.")).toBeInTheDocument();
    expect(scripted.inserted).toHaveLength(1);
    expect(scripted.inserted[0]).toMatchObject({
      name: "Maria Souza",
      whatsapp: "(11) 98765-4321",
      email: "maria@example.com",
      investment_type: "ja_investe_exterior",
      capital_range: "acima_250k",
      execution_format: "copytrader",
      understands_discipline: "nao",
    });
    expect(scripted.notified).toEqual(scripted.inserted);
  });

  it("keeps the visitor on the form with every field after a failure, and resubmits with the same id", async () => {
    const network: InsertOutcome = { ok: false, network: true, code: "", message: "Failed to fetch" };
    const { backend, inserted } = scriptedBackend(network, {
      ok: false,
      network: false,
      code: "23505",
      message: "dup",
    });
    const { user, onClose } = renderDialog(backend);
    await answerQuiz(user);
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Quero participar" }));
    expect(await screen.findByText("Erro")).toBeInTheDocument();
    expect(screen.getByText("Houve um erro ao salvar seus dados. Tente novamente.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Quero participar" })).toBeEnabled();
    expect(screen.getByLabelText("Nome")).toHaveValue("Maria Souza");
    expect(screen.getByLabelText("WhatsApp")).toHaveValue("(11) 98765-4321");
    expect(screen.getByLabelText("Email")).toHaveValue("maria@example.com");
    await user.click(screen.getByRole("button", { name: "Dismiss notification: Erro" }));
    expect(screen.queryByText("Houve um erro ao salvar seus dados. Tente novamente.")).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Quero participar" }));
    expect(await screen.findByRole("dialog", { name: "Tudo certo!" })).toBeInTheDocument();
    expect(inserted.map((row) => row.id)).toEqual([inserted[0]!.id, inserted[0]!.id]);
  });

  it("thanks a bot that fills the hidden field and stores nothing", async () => {
    const { backend, inserted } = scriptedBackend();
    const { user } = renderDialog(backend);
    await answerQuiz(user);
    await fillForm(user);
    const honeypot = document.getElementById("lead-lead_note")!;
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    // Off for autofill, under a name no autofill heuristic matches (unlike "website" or "url").
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot).toHaveAttribute("name", "lead_note");
    await user.type(honeypot, "https://spam.example");
    await user.click(screen.getByRole("button", { name: "Quero participar" }));
    expect(await screen.findByRole("dialog", { name: "Tudo certo!" })).toBeInTheDocument();
    // Sent once, marked, for the database to record as a hit; it stores no lead.
    expect(inserted).toEqual([expect.objectContaining({ lead_note: "https://spam.example" })]);
  });

  it("opens the group in a new tab without opener and closes", async () => {
    const open = jest.spyOn(window, "open").mockReturnValue(null);
    const { user, onClose } = renderDialog(scriptedBackend().backend);
    await answerQuiz(user);
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Quero participar" }));
    const join = await screen.findByRole("button", { name: "Entrar na Comunidade VIP" });
    await waitFor(() => expect(join).toHaveFocus());
    await user.click(join);
    expect(open).toHaveBeenCalledWith(whatsappGroupUrl, "_blank", "noopener,noreferrer");
    expect(onClose).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it("closes on Escape and on the close button", async () => {
    const { user, onClose } = renderDialog(scriptedBackend().backend);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Fechar" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe("LeadCaptureDialog quiz gestures", () => {
  it("ignores the second click of a double-click that lands on the next question; a later click answers it", async () => {
    const { user } = renderDialog(scriptedBackend().backend);
    const clock = jest.spyOn(performance, "now").mockReturnValue(1000);
    await user.click(screen.getByRole("radio", { name: "Já invisto no exterior" }));
    clock.mockReturnValue(1100);
    // What the browser sends when the double-click's second press hits question 2's option.
    fireEvent.click(screen.getByRole("radio", { name: "Acima de R$ 250 mil" }), { detail: 2 });
    expect(screen.getByText("Pergunta 2 de 4")).toBeInTheDocument();
    clock.mockReturnValue(1400);
    fireEvent.click(screen.getByRole("radio", { name: "Acima de R$ 250 mil" }), { detail: 1 });
    clock.mockRestore();
    expect(screen.getByText("Pergunta 3 de 4")).toBeInTheDocument();
  });
});
