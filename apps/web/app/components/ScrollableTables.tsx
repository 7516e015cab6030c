'use client';

import { useEffect } from 'react';

/** A table that scrolls sideways on a phone (globals.css) joins the tab order, so the keyboard can scroll it too (WCAG 2.1.1). */
function markScrollable() {
  for (const table of document.querySelectorAll<HTMLTableElement>('main table')) {
    if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
    else table.removeAttribute('tabindex');
  }
}

export function ScrollableTables() {
  useEffect(() => {
    markScrollable();
    const main = document.querySelector('main');
    const observer = new MutationObserver(markScrollable);
    if (main) observer.observe(main, { childList: true, subtree: true });
    window.addEventListener('resize', markScrollable);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', markScrollable);
    };
  }, []);
  return null;
}
