import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import * as React from "react";

import { mq } from "../../theme/media";
import {
  colors,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from "../../theme/tokens";
import { DialogOverlay } from "./DialogOverlay";

/**
 * Where the panel sits. bottom-sheet: along the bottom edge on phones, centred from md.
 * top: near the top on phones (toasts at the bottom never cover its buttons), centred from md.
 * centered: in the middle at every width.
 */
export type DialogPlacement = "bottom-sheet" | "top" | "centered";

type ContentProps = Omit<React.ComponentPropsWithoutRef<typeof Dialog.Content>, "title" | "children"> & {
  [dataAttribute: `data-${string}`]: string | undefined;
};

interface DialogPanelProps extends ContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The accessible name of the × button; without it the panel has no × (its body offers Cancel). */
  closeLabel?: string;
  placement?: DialogPlacement;
  width?: "narrow" | "prose";
  /** Where focus goes when the panel closes: Radix would pick a Dialog.Trigger, the site's openers are plain buttons. */
  returnFocus?: () => void;
  children: React.ReactNode;
}

/**
 * The site's modal: backdrop, focus trap and return, Escape to close (Radix), a title,
 * a description, an optional × and the body. Import it only from lazily loaded modules:
 * Radix must stay out of every page's first-load JavaScript.
 */
export function DialogPanel(props: DialogPanelProps): React.ReactElement {
  const {
    open,
    onOpenChange,
    title,
    description,
    closeLabel,
    placement = "centered",
    width = "prose",
    returnFocus,
    children,
    ...content
  } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Panel
          {...content}
          data-placement={placement}
          data-width={width}
          onCloseAutoFocus={(event) => {
            content.onCloseAutoFocus?.(event);
            if (!returnFocus) return;
            event.preventDefault();
            returnFocus();
          }}
        >
          <Title data-with-close={closeLabel ? "" : undefined}>{title}</Title>
          <Description>{description}</Description>
          {children}
          {closeLabel ? <Close aria-label={closeLabel}>×</Close> : null}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Panel = styled(Dialog.Content)`
  position: fixed;
  z-index: ${zIndices.modal};
  overflow-y: auto;
  padding: ${space[5]};
  border-radius: ${radii.lg};
  background: ${colors.paper};
  color: ${colors.ink};
  box-shadow: ${shadows.raised};
  &:focus {
    outline: none;
  }
  &[data-placement="bottom-sheet"] {
    inset: auto ${space[3]} ${space[3]} ${space[3]};
    max-height: calc(100dvh - ${space[6]});
    padding-top: ${space[6]};
  }
  &[data-placement="top"] {
    top: ${space[6]};
    left: 50%;
    width: calc(100vw - 2 * ${space[4]});
    max-height: calc(100vh - 2 * ${space[6]});
    transform: translateX(-50%);
  }
  &[data-placement="centered"] {
    top: 50%;
    left: 50%;
    width: calc(100vw - 2 * ${space[4]});
    max-height: calc(100vh - 2 * ${space[6]});
    transform: translate(-50%, -50%);
  }
  &[data-width="narrow"] {
    max-width: ${sizes.dialogNarrow};
  }
  &[data-width="prose"] {
    max-width: ${sizes.prose};
  }
  ${mq.md} {
    padding: ${space[6]};
    &[data-placement="bottom-sheet"] {
      inset: 50% auto auto 50%;
      width: calc(100vw - ${space[6]});
      padding-top: ${space[7]};
      transform: translate(-50%, -50%);
    }
    &[data-placement="top"] {
      top: 50%;
      transform: translate(-50%, -50%);
    }
  }
`;

const Title = styled(Dialog.Title)`
  margin: 0 0 ${space[2]};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};
  &[data-with-close] {
    margin-right: ${space[6]};
  }
`;

const Description = styled(Dialog.Description)`
  margin: 0 0 ${space[5]};
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
  line-height: ${lineHeights.normal};
`;

const Close = styled(Dialog.Close)`
  position: absolute;
  top: ${space[3]};
  right: ${space[3]};
  min-width: ${sizes.touchTarget};
  min-height: ${sizes.touchTarget};
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
