import styled from "@emotion/styled";
import * as React from "react";

import { useLeadCapture } from "../../features/lead-capture/LeadCaptureProvider";
import { colors, fontSizes, fontWeights, radii, space } from "../../theme/tokens";

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

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 3rem;
  padding: ${space[3]} ${space[5]};
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.brand};
  color: ${colors.paper};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${colors.brandStrong};
  }
  &[data-variant="light"] {
    background: ${colors.paper};
    color: ${colors.brandStrong};
  }
`;
