import * as React from "react";

import { ToastProvider } from "../components/toast/ToastProvider";
import { LeadCaptureProvider } from "../features/lead-capture/LeadCaptureProvider";

/** The providers every page runs inside (the root wrapper, and tests that render pages). */
export function AppProviders({ children }: { children: React.ReactNode }): React.ReactElement {
  return (
    <ToastProvider>
      <LeadCaptureProvider>{children}</LeadCaptureProvider>
    </ToastProvider>
  );
}
