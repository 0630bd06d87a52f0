import { propValidator } from "./prop-validator";

// Stands in for @emotion/is-prop-valid in the browser bundle (src/node-apis/on-create-webpack-config.ts),
// with the names the build read from the installed package.
const isPropValid = propValidator(__EMOTION_PROP_NAMES__.split("|"));

export default isPropValid;
