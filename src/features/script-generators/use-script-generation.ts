import * as React from "react";

/** How long the generator "thinks" before showing the script. */
export const generationDelayMs = 2000;

/** A generated script and the name it downloads under. */
export interface GeneratedScript {
  text: string;
  fileName: string;
}

export interface GenerationState {
  generating: boolean;
  script: GeneratedScript | null;
}

export type GenerationAction = { type: "start" } | { type: "finish"; script: GeneratedScript };

export const initialGeneration: GenerationState = { generating: false, script: null };

/** Idle → generating → script shown; a new run keeps the old script until the new one is ready. */
export function generationReducer(state: GenerationState, action: GenerationAction): GenerationState {
  switch (action.type) {
    case "start":
      return { ...state, generating: true };
    case "finish":
      return { generating: false, script: action.script };
  }
}

/**
 * Shows `script` after the generation delay and calls `onGenerated` then.
 * A second request while one is running is ignored; unmounting cancels it.
 */
export function useScriptGeneration(
  onGenerated: () => void,
  delayMs: number = generationDelayMs,
): GenerationState & { generate: (script: GeneratedScript) => void } {
  const [state, dispatch] = React.useReducer(generationReducer, initialGeneration);
  const timer = React.useRef<number | undefined>(undefined);
  const onGeneratedRef = React.useRef(onGenerated);
  onGeneratedRef.current = onGenerated;

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const generate = React.useCallback(
    (script: GeneratedScript) => {
      if (timer.current !== undefined) return;
      dispatch({ type: "start" });
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        dispatch({ type: "finish", script });
        onGeneratedRef.current();
      }, delayMs);
    },
    [delayMs],
  );

  return { ...state, generate };
}
