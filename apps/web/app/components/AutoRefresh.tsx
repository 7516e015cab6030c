'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Reads the page again every `seconds` while it is open: pairings, results and the clock stay current without a reload. */
export function AutoRefresh({ seconds = 10 }: { seconds?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return null;
}
