// Jest's Babel transform. It lives here, not in babel.config.js, so that Gatsby's
// own build keeps its default Babel setup (plus gatsby-plugin-emotion).
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
  plugins: ["@emotion/babel-plugin"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
