import styled from "@emotion/styled";
import * as React from "react";

import { useLeadCapture } from "./LeadCaptureProvider";
import { colors } from "../../theme/tokens";
import { PrimaryButton } from "../../components/page/PrimaryButton";

interface LeadCaptureButtonProps {
  children: React.ReactNode;
  variant?: "primary" | "light";
}

/** Every call to action that opens the shared lead quiz; it prefetches the dialog on intent. */
export function LeadCaptureButton({ children, variant = "primary" }: LeadCaptureButtonProps): React.ReactElement {
  const { open, prefetch } = useLeadCapture();
  return (
    <Button type="button" data-variant={variant} onClick={open} onPointerEnter={prefetch} onFocus={prefetch}>
      {children}
    </Button>
  );
}

const Button = styled(PrimaryButton)`
  &[data-variant="light"] {
    background: ${colors.paper};
    color: ${colors.brandStrong};
  }
`;
