import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import * as React from "react";

import { mq } from "../../theme/media";
import { colors, fontSizes, fontWeights, lineHeights, radii, shadows, sizes, space, zIndices } from "../../theme/tokens";
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
export function LeadCaptureDialog({ onClose, opener, backend = defaultBackend }: LeadCaptureDialogProps): React.ReactElement {
  const [state, dispatch] = React.useReducer(leadFunnelReducer, initialLeadFunnel);
  const { title, description } = headings[state.stage];

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Content
          lang="pt-BR"
          onInteractOutside={keepToastsUsable}
          onCloseAutoFocus={(event) => {
            // Radix would focus a Dialog.Trigger; the opener here is any call to action on the page.
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          data-stage={state.stage}
        >
          <Title>{title}</Title>
          <Description>{description}</Description>
          {state.stage === "quiz" ? (
            <LeadQuizStep step={state.step} onAnswer={(field, code) => dispatch({ type: "answer", field, code })} />
          ) : null}
          {state.stage === "form" ? (
            <LeadForm answers={state.answers} backend={backend} onSaved={() => dispatch({ type: "saved" })} />
          ) : null}
          {state.stage === "success" ? <LeadSuccess onDone={onClose} /> : null}
          <Dialog.Close asChild>
            <CloseButton type="button" aria-label="Fechar">
              ×
            </CloseButton>
          </Dialog.Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Toasts live outside the dialog; pressing one (to dismiss it) must not close the dialog. */
function keepToastsUsable(event: Event): void {
  const target = event.target;
  if (target instanceof Element && target.closest("[aria-live]")) event.preventDefault();
}

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${zIndices.overlay};
  background: rgba(11, 17, 32, 0.7);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: ${zIndices.modal};
  inset: auto ${space[3]} ${space[3]} ${space[3]};
  max-height: calc(100dvh - ${space[6]});
  overflow-y: auto;
  padding: ${space[6]} ${space[5]} ${space[5]};
  border-radius: ${radii.lg};
  background: ${colors.paper};
  color: ${colors.ink};
  box-shadow: ${shadows.raised};
  ${mq.md} {
    inset: 50% auto auto 50%;
    width: min(${sizes.prose}, calc(100vw - ${space[6]}));
    transform: translate(-50%, -50%);
    padding: ${space[7]} ${space[6]} ${space[6]};
  }
  &:focus {
    outline: none;
  }
`;

const Title = styled(Dialog.Title)`
  margin: 0 ${space[6]} ${space[2]} 0;
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};
`;

const Description = styled(Dialog.Description)`
  margin: 0 0 ${space[5]};
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
  line-height: ${lineHeights.normal};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${space[3]};
  right: ${space[3]};
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.inkMuted};
  font-size: ${fontSizes["2xl"]};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${colors.paperAlt};
    color: ${colors.ink};
  }
`;
