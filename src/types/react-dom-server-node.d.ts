/**
 * react-dom's Node build of its server renderer. Tests under jsdom import it by path: jsdom
 * resolves the browser build, which needs a TextEncoder that jsdom lacks.
 */
declare module "react-dom/server.node" {
  export { renderToString } from "react-dom/server";
}
