import * as React from "react";

export interface LeadCapture {
  /** Opens the lead quiz dialog; the element focused now gets focus back on close. */
  open: () => void;
  /** Starts loading the dialog's code early (hover or focus on a call to action). */
  prefetch: () => void;
}

const LeadCaptureContext = React.createContext<LeadCapture | null>(null);

export function useLeadCapture(): LeadCapture {
  const value = React.useContext(LeadCaptureContext);
  if (!value) {
    throw new Error("useLeadCapture must be used inside <LeadCaptureProvider>; wrap the app in it (wrapRootElement).");
  }
  return value;
}

/** Root provider of the shared lead-capture dialog. The dialog itself arrives with the lead-capture feature. */
export function LeadCaptureProvider({ children }: { children: React.ReactNode }): React.ReactElement {
  const [, setIsOpen] = React.useState(false);
  const value = React.useMemo<LeadCapture>(() => ({ open: () => setIsOpen(true), prefetch: () => undefined }), []);
  return <LeadCaptureContext.Provider value={value}>{children}</LeadCaptureContext.Provider>;
}
