'use client';

import { useEffect } from 'react';

/** Marks the page `data-hydrated` once React runs in the browser: a form touched before that would lose its input. */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
