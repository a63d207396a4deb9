import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False during the server render and while React hydrates, true once it has:
 * enhanced behaviour switches on without a hydration mismatch, and the page
 * without script keeps the plain version.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Whether the visitor asked for less motion; checked once after hydration. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
