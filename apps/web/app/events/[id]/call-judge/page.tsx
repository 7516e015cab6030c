import type { Metadata } from 'next';
import { BackToEvent } from '../BackToEvent';
import { loadTablePage, type TablePageProps } from '../loadTablePage';
import { CallJudgeForm } from './CallJudgeForm';

export const metadata: Metadata = { title: 'Call a judge · TCG Tournaments' };
export const dynamic = 'force-dynamic';

/** A player's page for calling a judge to their table (a QR code at the table can carry `?table=`). */
export default async function CallJudgePage(props: TablePageProps) {
  const { id, table, event } = await loadTablePage(props);
  const preset = Number.parseInt(table ?? '', 10);
  return (
    <div className="mx-auto max-w-md space-y-4">
      <BackToEvent eventId={id} eventName={event.name} />
      <h1 className="text-2xl font-semibold">Call a judge</h1>
      <p className="text-sm text-slate-600">
        Raise your hand too. The time until the judge has decided may be added to your match (216).
      </p>
      <CallJudgeForm eventId={id} table={Number.isInteger(preset) && preset > 0 ? preset : null} />
    </div>
  );
}
