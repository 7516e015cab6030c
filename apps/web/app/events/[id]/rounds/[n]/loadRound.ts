import { pathNumber } from '../../../../../lib/pathNumber';
import { redirect } from 'next/navigation';
import { apiGet } from '../../../../../lib/api';
import type { EventDetail, PodRoundView, RoundView } from '../../../../../lib/apiTypes';
import { isPodRound } from '../../../../../lib/playKind';
import { pageQuery } from '../../../../components/Pager';

/**
 * What the printable pages of a round read: the event, the round (with its title and games per match) and, in a team
 * event, the teams. A pod-play round seats tables, not matches: its pairings and slips are its tables page.
 */
export async function loadRound(id: string, n: string) {
  const [event, round] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    apiGet('/events/:id/rounds/:n', { params: { id, n: pathNumber(n) } }),
  ]);
  return { event, round: matchesOf(event, round), teams: await teamsOf(event) };
}

/**
 * The same, with one page of the round's tables when `page` (page of the event) says the event is read a page at a
 * time: the event first, then the round, whole or that page.
 */
export async function loadRoundPage(id: string, n: string, page: (event: EventDetail) => number | null) {
  const event = await apiGet('/events/:id', { params: { id } });
  const asked = page(event);
  const round = await apiGet('/events/:id/rounds/:n', {
    params: { id, n: pathNumber(n) },
    query: asked === null ? {} : pageQuery(asked),
  });
  return { event, round: matchesOf(event, round), teams: await teamsOf(event) };
}

function matchesOf(event: EventDetail, round: RoundView | PodRoundView): RoundView {
  if (isPodRound(round)) redirect(`/events/${event.id}/tables/${round.number}`);
  return round;
}

async function teamsOf(event: EventDetail) {
  return event.teams ? await apiGet('/events/:id/teams', { params: { id: event.id } }) : null;
}
