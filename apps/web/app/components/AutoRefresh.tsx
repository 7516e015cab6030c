'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Reads the page again every `seconds` while it is open, for what the live stream does not carry (the judges' queue). */
export function AutoRefresh({ seconds = 10 }: { seconds?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return null;
}
