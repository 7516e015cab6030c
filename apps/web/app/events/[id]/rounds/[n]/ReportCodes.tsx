import type { ReportLinksView } from '../../../../../lib/apiTypes';
import { linkTo } from '../../../../../lib/site';
import { QrCode } from '../../../../components/QrCode';

type Seat = ReportLinksView['links'][number]['players'][number];

/** Each player's own result link on the slip (#16): scanned with their phone, it reports or confirms the result. Named by its table: one region a slip. */
export async function ReportCodes({ table, players }: { table: number | null; players: Seat[] }) {
  const urls = await Promise.all(players.map((p) => linkTo(`/report/${p.token}`)));
  return (
    <section
      aria-label={`Report the result yourself, table ${table}`}
      className="mt-2 flex flex-wrap items-end gap-4 border-t border-dashed border-slate-300 pt-2 text-xs"
    >
      <p className="w-full text-slate-600">
        Report the result with your phone: scan your own code; your opponent confirms with theirs.
      </p>
      {players.map((p, i) => (
        <div key={p.playerId} className="flex items-center gap-2">
          <QrCode url={urls[i]!} label={`${p.name}'s result link`} size="h-16 w-16" caption={false} />
          <span>{p.name}</span>
        </div>
      ))}
    </section>
  );
}
