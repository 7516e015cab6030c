import { apiGet } from '../../../lib/api';

/** The address of a page about one table: the event, and the table its query names (`?table=`). */
export interface TablePageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ table?: string }>;
}

/** What a table page reads first: the event, and the table asked as written in the address. */
export async function loadTablePage({ params, searchParams }: TablePageProps) {
  const [{ id }, { table }] = await Promise.all([params, searchParams]);
  const event = await apiGet('/events/:id', { params: { id } });
  return { id, table, event };
}
