import type { ToastInput } from "../../components/toast/toast-store";

export type ScriptAction = "copy" | "download";

export interface ContactDialogText {
  title: string;
  description: string;
  confirm: string;
  pending: string;
  missing: string;
}

/** The copy and download dialogs' words; `missing` is the spec's message for an empty name or email. */
export const contactDialogText: Record<ScriptAction, ContactDialogText> = {
  copy: {
    title: "Copy Script",
    description: "Enter your name and email and we'll copy the script to your clipboard.",
    confirm: "Copy Script",
    pending: "Copying...",
    missing: "Please enter your name and email to copy the script.",
  },
  download: {
    title: "Download Script",
    description: "Enter your name and email and we'll download the script as a text file.",
    confirm: "Download Script",
    pending: "Downloading...",
    missing: "Please enter your name and email to download the script.",
  },
};

/** The success toasts a generator shows after a copy or download. */
export interface ScriptActionToasts {
  copied: (name: string) => ToastInput;
  downloaded: (name: string) => ToastInput;
}

export const copyFailedToast: ToastInput = {
  title: "Copy Failed",
  description: "Your browser blocked clipboard access. Select the script text and copy it yourself.",
  variant: "destructive",
};

export const downloadFailedToast: ToastInput = {
  title: "Download Failed",
  description: "Your browser blocked the download. Select the script text and copy it instead.",
  variant: "destructive",
};
