import * as React from "react";

import { DialogPanel } from "../../components/ui/DialogPanel";
import { insertLead, notifySheets, preloadLeadBackend } from "./lead-backend";
import type { LeadBackendPort } from "./lead-backend-port";
import { initialLeadFunnel, leadFunnelReducer, type LeadFunnelState } from "./lead-funnel";
import { LeadForm } from "./LeadForm";
import { LeadQuizStep } from "./LeadQuizStep";
import { LeadSuccess } from "./LeadSuccess";

const defaultBackend: LeadBackendPort = { insert: insertLead, notify: notifySheets, preload: preloadLeadBackend };

const headings: Record<LeadFunnelState["stage"], { title: string; description: string }> = {
  quiz: {
    title: "Descubra se o evento é para você",
    description: "São 4 perguntas rápidas: leva menos de 30 segundos.",
  },
  form: {
    title: "Falta pouco: seus dados",
    description: "Informe seus dados para receber o convite do evento exclusivo.",
  },
  success: {
    title: "Tudo certo!",
    description: "Seus dados foram salvos. Entre agora na Comunidade VIP no WhatsApp.",
  },
};

interface LeadCaptureDialogProps {
  /** Called when the visitor closes the dialog; the provider unmounts it, which resets it. */
  onClose: () => void;
  /** The call to action that opened the dialog; it gets focus back on close. */
  opener?: HTMLElement | null;
  backend?: LeadBackendPort;
}

/** The lead dialog: quiz → form → success, in Portuguese on every page. */
export function LeadCaptureDialog({
  onClose,
  opener,
  backend = defaultBackend,
}: LeadCaptureDialogProps): React.ReactElement {
  const [state, dispatch] = React.useReducer(leadFunnelReducer, initialLeadFunnel);
  const { title, description } = headings[state.stage];

  return (
    <DialogPanel
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      closeLabel="Fechar"
      placement="bottom-sheet"
      lang="pt-BR"
      onInteractOutside={keepToastsUsable}
      // The opener is any call to action on the page, maybe gone since (a re-render, a route change).
      returnFocus={() => (opener?.isConnected ? opener.focus() : undefined)}
      data-stage={state.stage}
    >
      {state.stage === "quiz" ? (
        <LeadQuizStep step={state.step} onAnswer={(field, code) => dispatch({ type: "answer", field, code })} />
      ) : null}
      {state.stage === "form" ? (
        <LeadForm answers={state.answers} backend={backend} onSaved={() => dispatch({ type: "saved" })} />
      ) : null}
      {state.stage === "success" ? <LeadSuccess onDone={onClose} /> : null}
    </DialogPanel>
  );
}

/** Toasts live outside the dialog; pressing one (to dismiss it) must not close the dialog. */
function keepToastsUsable(event: Event): void {
  const target = event.target;
  if (target instanceof Element && target.closest("[aria-live]")) event.preventDefault();
}
