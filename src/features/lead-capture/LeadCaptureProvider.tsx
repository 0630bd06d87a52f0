import * as React from "react";

import { useToast } from "../../components/toast/ToastProvider";

export interface LeadCapture {
  /** Opens the lead quiz dialog; the element focused now gets focus back on close. */
  open: () => void;
  /** Starts loading the dialog's code early (hover or focus on a call to action). */
  prefetch: () => void;
}

type DialogModule = typeof import("./LeadCaptureDialog");

const LeadCaptureContext = React.createContext<LeadCapture | null>(null);

let dialogModule: Promise<DialogModule> | null = null;

/**
 * The dialog, Formik and Yup arrive in their own chunk on first open or prefetch, so none of
 * them is in any page's first-load JavaScript (supabase-js follows when the form shows).
 */
export function loadLeadCaptureDialog(): Promise<DialogModule> {
  if (!dialogModule) {
    // Prefetched (downloaded at idle priority, not run) so a first click without hover only
    // has to run it, not wait on the network: the dialog shows in time on a slow phone.
    dialogModule = import(/* webpackPrefetch: true */ "./LeadCaptureDialog");
    // A failed download (offline) may succeed on the next open.
    dialogModule.catch(() => {
      dialogModule = null;
    });
  }
  return dialogModule;
}

export function useLeadCapture(): LeadCapture {
  const value = React.useContext(LeadCaptureContext);
  if (!value) {
    throw new Error("useLeadCapture must be used inside <LeadCaptureProvider>; wrap the app in it (wrapRootElement).");
  }
  return value;
}

/** Root provider of the shared lead-capture dialog. Closing unmounts the dialog, which resets it. */
export function LeadCaptureProvider({ children }: { children: React.ReactNode }): React.ReactElement {
  const toast = useToast();
  const [isOpen, setIsOpen] = React.useState(false);
  const [Dialog, setDialog] = React.useState<DialogModule["LeadCaptureDialog"] | null>(null);
  const opener = React.useRef<HTMLElement | null>(null);

  const value = React.useMemo<LeadCapture>(
    () => ({
      open: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setIsOpen(true);
        loadLeadCaptureDialog().then(
          (module) => setDialog(() => module.LeadCaptureDialog),
          () => {
            setIsOpen(false);
            toast({
              title: "Erro",
              description: "Não foi possível abrir o formulário. Verifique sua conexão e tente novamente.",
              variant: "destructive",
            });
          },
        );
      },
      prefetch: () => {
        void loadLeadCaptureDialog().catch(() => undefined);
      },
    }),
    [toast],
  );
  const close = React.useCallback(() => setIsOpen(false), []);

  return (
    <LeadCaptureContext.Provider value={value}>
      {children}
      {isOpen && Dialog ? <Dialog onClose={close} opener={opener.current} /> : null}
    </LeadCaptureContext.Provider>
  );
}
