// The phone layout's swipe (docs/product.md#triage): a finger moved across the card, left for the
// next company and right for the one before, read from pointer events so touch, pen and mouse alike
// move on. A mostly vertical move is a scroll and does nothing.
import { useRef, type PointerEvent } from 'react';

/** How far a finger travels across the card before it counts as a swipe, in CSS pixels. */
export const SWIPE_DISTANCE = 60;

/** The card's pointer handlers: a swipe left runs `onNext`, a swipe right `onPrevious`. */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.isPrimary)
        start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
