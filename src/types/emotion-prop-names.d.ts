/**
 * Build-time constant (webpack's DefinePlugin, src/node-apis/on-create-webpack-config.ts): the prop
 * names @emotion/is-prop-valid accepts, joined by "|", read from the installed package.
 */
// eslint-disable-next-line no-var -- `var`, like the other build-time constants
declare var __EMOTION_PROP_NAMES__: string;
