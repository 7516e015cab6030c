import type { AuditEntry } from '../../../lib/apiTypes';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' });

/** The latest changes to the event, newest first: who, when, what and why. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const latest = entries.slice(-15).reverse();
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-semibold">Audit trail ({entries.length} changes)</summary>
      <ol className="mt-2 space-y-1" aria-label="Audit trail">
        {latest.map((e) => (
          <li key={e.id}>
            <span className="font-mono text-xs text-slate-500">{when(e.createdAt)} UTC</span> · {e.actor} ·{' '}
            <span className="font-medium">{e.action}</span>
            {e.reason && <span className="text-slate-600"> — {e.reason}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
