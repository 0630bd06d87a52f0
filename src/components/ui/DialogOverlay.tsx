import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";

import { colors, zIndices } from "../../theme/tokens";

/** The dimmed backdrop behind every modal dialog of the site. */
export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${zIndices.overlay};
  background: ${colors.scrim};
`;
