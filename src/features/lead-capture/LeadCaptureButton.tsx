import * as React from "react";

import { Button } from "../../components/ui/Button";
import { useLeadCapture } from "./LeadCaptureProvider";

interface LeadCaptureButtonProps {
  children: React.ReactNode;
  variant?: "primary" | "light";
}

/** Every call to action that opens the shared lead quiz; it prefetches the dialog on intent. */
export function LeadCaptureButton({ children, variant = "primary" }: LeadCaptureButtonProps): React.ReactElement {
  const { open, prefetch } = useLeadCapture();
  return (
    <Button type="button" variant={variant} onClick={open} onPointerEnter={prefetch} onFocus={prefetch}>
      {children}
    </Button>
  );
}
