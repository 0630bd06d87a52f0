import styled from "@emotion/styled";
import * as React from "react";

import { colors, fontSizes, fontWeights, radii, shadows, space } from "../../theme/tokens";
import { useToastPlacement } from "./keep-clear";
import { type Toast, type ToastInput, toastReducer } from "./toast-store";

export const toastDurationMs = 5000;

type ShowToast = (toast: ToastInput) => void;

const ToastContext = React.createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const show = React.useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>.");
  return show;
}

/**
 * One polite live region for the whole site. It is always in the DOM so screen
 * readers pick up toasts added later; destructive toasts differ only in look.
 */
export function ToastProvider({ children }: { children: React.ReactNode }): React.ReactElement {
  const [toasts, dispatch] = React.useReducer(toastReducer, []);
  const nextId = React.useRef(1);
  const region = React.useRef<HTMLDivElement>(null);
  useToastPlacement(region, toasts);

  const show = React.useCallback<ShowToast>((input) => {
    const id = nextId.current++;
    dispatch({
      type: "add",
      toast: { id, title: input.title, description: input.description, variant: input.variant ?? "default" },
    });
    window.setTimeout(() => dispatch({ type: "dismiss", id }), toastDurationMs);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Styled by data-toast-region in the global stylesheet, not Emotion: Gatsby wraps each page's
          Head in the root providers too (at build; browser-root.tsx keeps them out of the browser's
          Head render), and an Emotion style here landed in <head>, where the browser's Head render
          then removed it again, restyling the whole page after hydration.
          useToastPlacement moves it to the top edge when the bottom one would cover a keep-clear control. */}
      <div ref={region} aria-live="polite" aria-label="Notifications" role="region" data-toast-region="">
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={() => dispatch({ type: "dismiss", id: toast.id })} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }): React.ReactElement {
  return (
    <Card data-variant={toast.variant} role="status">
      <div>
        <Title>{toast.title}</Title>
        {toast.description ? <Description>{toast.description}</Description> : null}
      </div>
      <Dismiss type="button" onClick={onDismiss} aria-label={`Dismiss notification: ${toast.title}`}>
        ×
      </Dismiss>
    </Card>
  );
}

const Card = styled.div`
  pointer-events: auto;
  display: flex;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radii.md};
  box-shadow: ${shadows.raised};
  background: ${colors.paper};
  color: ${colors.ink};
  border: 1px solid ${colors.line};
  &[data-variant="destructive"] {
    background: ${colors.danger};
    border-color: ${colors.danger};
    color: ${colors.paper};
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${fontWeights.semibold};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
`;

const Dismiss = styled.button`
  align-self: flex-start;
  min-width: 2rem;
  min-height: 2rem;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${fontSizes.xl};
  line-height: 1;
  cursor: pointer;
`;
