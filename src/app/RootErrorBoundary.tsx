import * as React from "react";

interface RootErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches what a component throws while rendering, so one failure never leaves a blank
 * page: the visitor gets a short notice with a way home and a reload, the error goes to
 * the console (React logs it with its component stack) and to window.onerror listeners
 * via reportError, where an owner's monitoring would pick it up. Kept tiny on purpose:
 * it ships in every page's first-load JavaScript.
 */
export class RootErrorBoundary extends React.Component<{ children: React.ReactNode }, RootErrorBoundaryState> {
  override state: RootErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RootErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    window.reportError?.(error);
  }

  override render(): React.ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert">
        <p>Algo deu errado nesta página. Something went wrong on this page.</p>
        <a href="/">Início / Home</a>{" "}
        <button type="button" onClick={() => window.location.reload()}>
          Recarregar / Reload
        </button>
      </div>
    );
  }
}
