'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LiveKind } from './apiTypes';
import { apiLive, apiRead } from './client';

/** While the stream is down, the page checks the API this often and reads itself again when it answers. */
export const POLL_MS = 15_000;
/** A stream the browser gave up on (the venue's Wi-Fi dropped) is opened again after this long. */
const REOPEN_MS = 3_000;
/** Changes this close together (a round paired, then published) cause one refresh. */
const SETTLE_MS = 150;

export type LiveStatus = 'connecting' | 'live' | 'polling';

/** The stream's state and when the page last knew it showed the event as it is (null until it first knows). */
export interface Live {
  status: LiveStatus;
  updatedAt: number | null;
}

const connecting: Live = { status: 'connecting', updatedAt: null };
/** The page's live state, shared with the parts that mark what they show as offline (Find my table). */
let shown: Live = connecting;
const watchers = new Set<() => void>();
function publish(live: Live) {
  shown = live;
  for (const watcher of watchers) watcher();
}

/** The live state of the page's stream (followed by its LiveUpdates), for a part that marks itself offline. */
export const useLiveState = (): Live =>
  useSyncExternalStore(
    (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    () => shown,
    () => connecting,
  );

/** What the public pages show, `version` being any change (a drop, a registration); judge calls (`call`) matter to the judges' queue only. */
export const PAGE_KINDS: readonly LiveKind[] = ['round', 'result', 'clock', 'version'];

/** Whether the API answers: a page re-reads itself only then, so a dropped connection keeps the last page shown. */
async function reachable(eventId: string): Promise<boolean> {
  try {
    return (await apiRead('/events/:id/clock', { params: { id: eventId } })).ok;
  } catch {
    return false;
  }
}

/**
 * Follows the event's live stream for the changes of `kinds` and re-renders the page from the server (`router.refresh()`)
 * on each: the page is a function of the event's current state. When the stream drops, the page keeps what it shows, checks every POLL_MS
 * and reopens the stream by itself; coming back, it reads the event again, since changes may have been missed.
 */
export function useLive(eventId: string, kinds: readonly LiveKind[] = PAGE_KINDS): Live {
  const router = useRouter();
  const [live, setLive] = useState<Live>(connecting);
  useEffect(() => publish(live), [live]);
  const followed = kinds.join(',');

  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    let close = () => {};
    let dropped = false;
    const current = () => setLive((l) => ({ ...l, updatedAt: Date.now() }));
    const readAgain = () => {
      clearTimeout(settle);
      settle = setTimeout(() => router.refresh(), SETTLE_MS);
      current();
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    const startPolling = () => {
      setLive((l) => ({ status: 'polling', updatedAt: l.status === 'live' ? Date.now() : l.updatedAt }));
      poll ??= setInterval(() => void reachable(eventId).then((up) => up && readAgain()), POLL_MS);
    };
    const open = () => {
      close = apiLive(
        { params: { id: eventId }, query: { versions: '1' } },
        {
          onEvent(kind) {
            if (followed.split(',').includes(kind)) readAgain();
          },
          onOpen() {
            stopPolling();
            if (dropped) readAgain();
            dropped = false;
            setLive({ status: 'live', updatedAt: Date.now() });
          },
          onError(closed) {
            dropped = true;
            startPolling();
            if (!closed) return;
            close();
            clearTimeout(reopen);
            reopen = setTimeout(open, REOPEN_MS);
          },
        },
      );
    };
    if (typeof EventSource === 'undefined') startPolling();
    else open();
    return () => {
      close();
      stopPolling();
      clearTimeout(settle);
      clearTimeout(reopen);
    };
  }, [eventId, router, followed]);

  return live;
}
