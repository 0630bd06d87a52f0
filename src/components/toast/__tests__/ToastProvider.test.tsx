import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";

import { toastDurationMs, ToastProvider, useToast } from "../ToastProvider";

function Trigger({ destructive = false }: { destructive?: boolean }): React.ReactElement {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        toast({ title: "Erro", description: "Tente novamente.", variant: destructive ? "destructive" : "default" })
      }
    >
      notify
    </button>
  );
}

describe("toasts", () => {
  it("announces in a polite live region and disappears after its time", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <Trigger destructive />
      </ToastProvider>,
    );
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region).toHaveAttribute("aria-live", "polite");
    await user.click(screen.getByRole("button", { name: "notify" }));
    const toast = screen.getByRole("status");
    expect(toast).toHaveTextContent("ErroTente novamente.");
    expect(toast).toHaveAttribute("data-variant", "destructive");
    act(() => {
      jest.advanceTimersByTime(toastDurationMs);
    });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it("can be dismissed by the visitor", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "notify" }));
    await user.click(screen.getByRole("button", { name: "Dismiss notification: Erro" }));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("throws a clear error outside its provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Trigger />)).toThrow("useToast must be used inside <ToastProvider>.");
  });
});
