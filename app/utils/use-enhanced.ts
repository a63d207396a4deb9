import { useEffect, useState } from "react";

/**
 * False during the server render and the first client render, true once
 * React has hydrated: enhanced behaviour switches on without a hydration
 * mismatch, and the page without script keeps the plain version.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}

/** Whether the visitor asked for less motion; checked once after hydration. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
