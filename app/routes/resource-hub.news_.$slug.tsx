// The same article at its address under the Resource Hub; the canonical link points to /news/<slug>.
export { loader, meta, default, ErrorBoundary } from "./news.$slug";
