import { apiGet } from '../../../lib/api';
import { cutDivisionParam, divisionParam } from '../../components/DivisionTabs';

/** A top cut page's address: the event, and the division asked in its query. */
export interface CutPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ division?: string }>;
}

/**
 * What the top cut pages read: the event, the whole event's bracket (its cuts say which divisions have one) and the
 * bracket shown, of the division asked or else the first with a cut when the cut is per division.
 */
export async function loadCut({ params, searchParams }: CutPageProps) {
  const { id } = await params;
  const [event, whole] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    apiGet('/events/:id/bracket', { params: { id } }),
  ]);
  const division = event.divisionGroups
    ? cutDivisionParam(divisionParam((await searchParams).division), whole.cuts)
    : undefined;
  const bracket = division ? await apiGet('/events/:id/bracket', { params: { id }, query: { division } }) : whole;
  return { id, event, whole, division, bracket };
}
