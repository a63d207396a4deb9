/** react-dom ships the web-streams renderer under this name; its types are those of react-dom/server. */
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
