/**
 * React 18 makes a useId value while hydrating as the server did, ":R…:" (from the component's
 * place in the tree, so both sides agree), and one on a fresh client mount from a counter,
 * ":r…:". So the id a component got on its first render tells, with no state and no second
 * render, whether React is hydrating it from prerendered HTML (StaticIsland's test pins this
 * to the installed React).
 */
export function mountedWhileHydrating(useIdValue: string): boolean {
  return useIdValue.startsWith(":R");
}
