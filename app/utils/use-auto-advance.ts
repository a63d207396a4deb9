import { useCallback, useEffect, useState } from "react";
import { prefersReducedMotion } from "./use-enhanced";

/**
 * The index of a wrapping carousel that moves on by itself every `intervalMs`
 * unless paused: by its pause button (WCAG 2.2.2), by hover or focus, or
 * from the start when the visitor prefers reduced motion.
 */
export function useAutoAdvance(count: number, intervalMs: number, enabled: boolean) {
  const [index, setIndex] = useState(0);
  // Undecided until the visitor's choice can be read: stopped from the start if they prefer less motion.
  const [choice, setChoice] = useState<boolean | null>(null);
  const stopped = choice ?? (enabled && prefersReducedMotion());
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!enabled || stopped || held || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [enabled, stopped, held, count, intervalMs]);

  const go = useCallback((step: number) => setIndex((current) => (current + step + count) % count), [count]);

  return {
    index,
    go,
    stopped,
    toggle: () => setChoice(!stopped),
    /** Spread on the carousel: hovering or focusing inside it holds it still. */
    holdProps: {
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      },
    },
  };
}
