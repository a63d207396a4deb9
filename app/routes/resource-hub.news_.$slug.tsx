// The same article at its address under the Resource Hub; the canonical link points to /news/<slug>.
// The handle too: it names the article's own picture for shared links (og:image).
export { handle, loader, meta, default, ErrorBoundary } from "./news.$slug";
