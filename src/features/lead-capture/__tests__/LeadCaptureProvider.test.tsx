import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";

import { LeadCaptureButton } from "../LeadCaptureButton";
import { ToastProvider } from "../../../components/toast/ToastProvider";
import { LeadCaptureProvider, useLeadCapture } from "../LeadCaptureProvider";

function renderWithProviders(children: React.ReactNode) {
  return render(
    <ToastProvider>
      <LeadCaptureProvider>{children}</LeadCaptureProvider>
    </ToastProvider>,
  );
}

describe("LeadCaptureProvider", () => {
  it("throws a clear error when useLeadCapture is used outside it", () => {
    function Orphan() {
      useLeadCapture();
      return null;
    }
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow("useLeadCapture must be used inside <LeadCaptureProvider>");
    consoleError.mockRestore();
  });

  it("renders no dialog until a call to action opens it", async () => {
    renderWithProviders(<LeadCaptureButton>Quero participar do evento exclusivo</LeadCaptureButton>);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Quero participar do evento exclusivo" }));
    expect(await screen.findByRole("dialog", { name: "Descubra se o evento é para você" })).toBeInTheDocument();
  });

  it("resets to question 1 with answers and fields cleared after closing, and returns focus", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeadCaptureButton>Quero participar do evento exclusivo</LeadCaptureButton>);
    const cta = screen.getByRole("button", { name: "Quero participar do evento exclusivo" });
    await user.click(cta);
    await user.click(await screen.findByRole("radio", { name: "Já invisto no exterior" }));
    await user.click(screen.getByRole("radio", { name: "Até R$ 50 mil" }));
    await user.click(screen.getByRole("radio", { name: "CopyTrader autorizado" }));
    await user.click(screen.getByRole("radio", { name: "Sim — estou entrando com essa mentalidade" }));
    await user.type(await screen.findByLabelText("Nome"), "Maria");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(cta).toHaveFocus());

    await user.click(cta);
    expect(await screen.findByText("Pergunta 1 de 4")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Já invisto no exterior" }));
    await user.click(screen.getByRole("radio", { name: "Até R$ 50 mil" }));
    await user.click(screen.getByRole("radio", { name: "CopyTrader autorizado" }));
    await user.click(screen.getByRole("radio", { name: "Sim — estou entrando com essa mentalidade" }));
    expect(await screen.findByLabelText("Nome")).toHaveValue("");
  });
});
