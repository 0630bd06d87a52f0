export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Omit<ToastInput, "description">> {
  id: number;
  description?: string;
}

export type ToastAction = { type: "add"; toast: Toast } | { type: "dismiss"; id: number };

/** Newest first; only the latest few stay on screen so a burst never covers the page. */
export const maxVisibleToasts = 3;

export function toastReducer(state: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, maxVisibleToasts);
    case "dismiss":
      return state.filter((toast) => toast.id !== action.id);
  }
}
