/**
 * A control the visitor edited before React hydrated it shows what they typed, but React's
 * state still holds the prerendered value, and React's value tracker took the shown value as
 * already seen, so it reports no change until the next keystroke. Submitted then, the form
 * would act on the prerendered values. Each control is told its value again the way React
 * listens for it: its tracker set to something else, the shown value put back beneath it, and
 * an `input` event sent (a select's `change`, which React reads without a tracker).
 *
 * What every control shows is read before the first event: React re-renders synchronously
 * after each controlled change, and that render puts the state's value back into the other
 * controls of the same form.
 *
 * Checkboxes and radios are left alone: none is controlled by React on a prerendered page
 * (the press strip's pause box works through CSS alone, unseen by React).
 */
export function syncEditedControls(edited: Element[]): void {
  const resends = edited.filter((control) => control.isConnected).flatMap(resendOf);
  for (const resend of resends) resend();
}

function resendOf(control: Element): Array<() => void> {
  if (control instanceof HTMLSelectElement) {
    const selected = [...control.options].map((option) => option.selected);
    return [
      () => {
        [...control.options].forEach((option, index) => (option.selected = selected[index] ?? false));
        control.dispatchEvent(new Event("change", { bubbles: true }));
      },
    ];
  }
  if (isTextOrSlider(control)) {
    const shown = control.value;
    // The element's own `value` property is React's tracker; its prototype's is the browser's.
    const browserValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, "value");
    const setBrowserValue = browserValue?.set?.bind(control);
    if (!setBrowserValue) return [];
    return [
      () => {
        control.value = shown === "" ? " " : "";
        setBrowserValue(shown);
        control.dispatchEvent(new Event("input", { bubbles: true }));
      },
    ];
  }
  return [];
}

/**
 * The text fields, sliders and selects inside `root` whose shown value is no longer the one the
 * build wrote (the element's default): edited by the visitor before React hydrated them.
 */
export function editedControlsIn(root: Element): Element[] {
  return [...root.querySelectorAll("input, textarea, select")].filter((control) => {
    if (control instanceof HTMLSelectElement)
      return [...control.options].some((option) => option.selected !== option.defaultSelected);
    return isTextOrSlider(control) && control.value !== control.defaultValue;
  });
}

/** A field whose `value` is what the visitor typed or slid: a textarea, or any input but a checkbox or radio. */
function isTextOrSlider(control: Element): control is HTMLInputElement | HTMLTextAreaElement {
  return (
    control instanceof HTMLTextAreaElement ||
    (control instanceof HTMLInputElement && control.type !== "checkbox" && control.type !== "radio")
  );
}
