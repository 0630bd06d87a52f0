/**
 * Build-time constant (webpack's DefinePlugin, src/node-apis/click-to-edit-flag.ts): true only in the
 * editors' preview. Test it inline (`__SANITY_CLICK_TO_EDIT__ ? require(…) : …`) so webpack drops
 * the dead branch and its require; behind a variable it could not.
 */
// eslint-disable-next-line no-var -- `var`, so tests can set it on globalThis (jest.config.js gives it false)
declare var __SANITY_CLICK_TO_EDIT__: boolean;
