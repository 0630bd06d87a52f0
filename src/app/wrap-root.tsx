import * as React from "react";

import { ToastProvider } from "../components/toast/ToastProvider";
import { LeadCaptureProvider } from "../features/lead-capture/LeadCaptureProvider";

/** Shared by gatsby-browser and gatsby-ssr so both render the same tree. */
export function wrapRoot({ element }: { element: React.ReactNode }): React.ReactElement {
  return (
    <ToastProvider>
      <LeadCaptureProvider>{element}</LeadCaptureProvider>
    </ToastProvider>
  );
}
