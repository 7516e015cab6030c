'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { LiveData, LiveKind } from './apiTypes';
import { apiLive } from './client';

/** While the stream is down, the page reads itself again this often. */
export const POLL_MS = 15_000;
/** Changes this close together (a round paired, then published) cause one refresh. */
const SETTLE_MS = 150;

export type LiveStatus = 'connecting' | 'live' | 'polling';

/** What the public pages show; judge calls (`call`) matter to the judges' queue only. */
export const PAGE_KINDS: readonly LiveKind[] = ['round', 'result', 'clock'];

/**
 * Follows the event's live stream for the changes of `kinds`: calls `onEvent`, or by default re-renders the page
 * from the server (`router.refresh()`). When the stream fails the page is refreshed every POLL_MS until it is back.
 */
export function useLive(eventId: string, kinds: readonly LiveKind[] = PAGE_KINDS, onEvent?: (kind: LiveKind, data: LiveData) => void): LiveStatus {
  const router = useRouter();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const followed = kinds.join(',');

  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    const refresh = () => {
      clearTimeout(settle);
      settle = setTimeout(() => router.refresh(), SETTLE_MS);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    const startPolling = () => {
      setStatus('polling');
      poll ??= setInterval(() => router.refresh(), POLL_MS);
    };
    if (typeof EventSource === 'undefined') {
      startPolling();
      return stopPolling;
    }
    const close = apiLive(`/events/${eventId}/live`, {
      onEvent(kind, data) {
        if (!followed.split(',').includes(kind)) return;
        if (handler.current) handler.current(kind, data);
        else refresh();
      },
      onOpen() {
        stopPolling();
        setStatus('live');
      },
      onError: startPolling,
    });
    return () => {
      close();
      stopPolling();
      clearTimeout(settle);
    };
  }, [eventId, router, followed]);

  return status;
}
