import * as React from "react";

import { renderingInBrowser } from "./rendering-in-browser";

/**
 * React 18 makes a useId value while hydrating as the server did, ":R…:" (from the component's
 * place in the tree, so both sides agree), and one on a fresh client mount from a counter,
 * ":r…:". So the id a component got on its first render tells, with no state and no second
 * render, whether React is hydrating it from prerendered HTML (StaticIsland's test pins this
 * to the installed React).
 */
function idMadeWhileHydrating(useIdValue: string): boolean {
  return useIdValue.startsWith(":R");
}

/**
 * Whether React mounted this component by hydrating prerendered HTML (a first load), not by
 * rendering it anew (a client-side navigation, a new key, or the build itself in Node). Read
 * once, at mount, and kept: a part must not change state or render again while the boundaries
 * around it are still hydrating (an update there is React's error #421).
 */
export function useMountedWhileHydrating(): boolean {
  const id = React.useId();
  const [hydrating] = React.useState(() => renderingInBrowser() && idMadeWhileHydrating(id));
  return hydrating;
}
