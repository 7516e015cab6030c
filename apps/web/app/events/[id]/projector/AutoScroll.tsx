'use client';

import { useEffect, useRef, type ReactNode } from 'react';

const PIXELS_PER_SECOND = 40;
const PAUSE_MS = 4000;

/** A box that scrolls itself slowly to the end, waits, and starts again from the top: the room reads it without anyone touching it. */
export function AutoScroll({ children, className }: { children: ReactNode; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    let last = performance.now();
    let waitUntil = last + PAUSE_MS;
    let position = 0;
    const step = (now: number) => {
      const element = box.current;
      if (element && now >= waitUntil) {
        const end = element.scrollHeight - element.clientHeight;
        position = Math.min(end, position + ((now - last) / 1000) * PIXELS_PER_SECOND);
        element.scrollTop = position;
        if (position >= end) {
          position = 0;
          waitUntil = now + PAUSE_MS;
          setTimeout(() => element.scrollTo({ top: 0 }), PAUSE_MS / 2);
        }
      }
      last = now;
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={box} className={className} data-autoscroll>
      {children}
    </div>
  );
}
