import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import * as React from "react";

import { DialogOverlay } from "../dialog/DialogOverlay";
import { HostedVideo } from "../video/HostedVideo";
import { colors, fontSizes, radii, shadows, sizes, space, zIndices } from "../../theme/tokens";

export interface VideoDialogContentProps {
  mediaId: string;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back when the dialog closes. */
  returnFocusTo: React.RefObject<HTMLButtonElement>;
}

/** The dialog itself (Radix), in its own chunk: loaded on the first open or on intent. */
export default function VideoDialogContent(props: VideoDialogContentProps): React.ReactElement {
  const { mediaId, title, description, open, onOpenChange, returnFocusTo } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          <HostedVideo mediaId={mediaId} title={title} loading="eager" />
          <Close aria-label="Close video">×</Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}


const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${zIndices.modal};
  width: min(92vw, ${sizes.prose});
  max-height: 90vh;
  overflow: auto;
  padding: ${space[5]};
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadows.raised};
  transform: translate(-50%, -50%);
  h2 {
    font-size: ${fontSizes.xl};
    padding-right: ${space[6]};
  }
  p {
    color: ${colors.inkMuted};
  }
`;

const Close = styled(Dialog.Close)`
  position: absolute;
  top: ${space[3]};
  right: ${space[3]};
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.paperAlt};
  color: ${colors.ink};
  font-size: ${fontSizes.xl};
  cursor: pointer;
`;
