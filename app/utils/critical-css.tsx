import { createContext, useContext } from "react";

/**
 * The first screen's styles, inline in a public page's <head> (decision
 * 0097). entry.server provides the text it read once (critical-css.server.ts);
 * the client has none and needs none: hydration keeps the server's text (React
 * never rewrites an element's inner HTML while hydrating, and it never changes
 * here after), so no stylesheet travels in the page's script.
 */
const CriticalCssContext = createContext<string | null>(null);

export const CriticalCssProvider = CriticalCssContext.Provider;

export function CriticalStyle() {
  const text = useContext(CriticalCssContext);
  return <style dangerouslySetInnerHTML={{ __html: text ?? "" }} suppressHydrationWarning />;
}
