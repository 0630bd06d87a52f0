/**
 * The one source of design tokens. Components import them directly (the looks built on them
 * live in components/ui); no colour, size or breakpoint is typed twice.
 */
export const colors = {
  ink: "#0f172a",
  inkMuted: "#475569",
  paper: "#ffffff",
  paperAlt: "#f1f5f9",
  line: "#e2e8f0",
  brand: "#1d4ed8",
  brandStrong: "#1e3a8a",
  brandSoft: "#dbeafe",
  accent: "#b45309",
  accentSoft: "#fef3c7",
  success: "#15803d",
  successSoft: "#dcfce7",
  danger: "#b91c1c",
  dangerSoft: "#fee2e2",
  night: "#0b1120",
  nightText: "#e2e8f0",
  nightMuted: "#94a3b8",
  /**
   * The focus ring: this purple (5.4:1 on paper, 4.4:1 on brandSoft, 3.5:1 on night) around
   * a white halo in the outline-offset gap (19:1 on night), so the ring keeps 3:1 against
   * whatever it sits next to (WCAG 2.2 1.4.11, 2.4.13). Amber was 2.15:1 on white.
   */
  focus: "#9333ea",
  /** The investment offer's accent (its social cards); never a focus indicator on white (2.15:1). */
  investmentAccent: "#f59e0b",
  focusHalo: "#ffffff",
  /** Behind modal dialogs: night at 72% opacity. */
  scrim: "rgba(11, 17, 32, 0.72)",
} as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
} as const;

/** Type scale in rem, a minor third from 1rem. */
export const fontSizes = {
  xs: "0.75rem",
  sm: "0.875rem",
  md: "1rem",
  lg: "1.125rem",
  xl: "1.375rem",
  "2xl": "1.75rem",
  "3xl": "2.25rem",
  "4xl": "3rem",
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const lineHeights = { tight: 1.2, snug: 1.35, normal: 1.6 } as const;

/** Spacing scale, 4 px base. */
export const space = {
  0: "0",
  1: "0.25rem",
  2: "0.5rem",
  3: "0.75rem",
  4: "1rem",
  5: "1.5rem",
  6: "2rem",
  7: "3rem",
  8: "4rem",
  9: "6rem",
} as const;

export const radii = { sm: "4px", md: "8px", lg: "16px", pill: "999px" } as const;

export const shadows = {
  card: "0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.06)",
  raised: "0 10px 30px rgba(15, 23, 42, 0.18)",
} as const;

/** Min-widths in px; the site is designed from 320 px up. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export const sizes = {
  content: "72rem",
  prose: "44rem",
  headerHeight: "4rem",
  /** The narrow dialog (a short form). */
  dialogNarrow: "28rem",
  /** Smallest comfortable touch target: icon and close buttons. */
  touchTarget: "2.75rem",
  /** Height of buttons and form controls. */
  control: "3rem",
} as const;

export const zIndices = { header: 100, dropdown: 110, overlay: 200, modal: 210, toast: 300 } as const;

export const durations = { fast: "150ms", normal: "250ms" } as const;
