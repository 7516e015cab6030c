import type { ReactNode } from 'react';

export const pairingCell = 'border border-slate-300 px-2 py-1';

/** One printed pairings list (by table, or by last name): a heading over a bordered table; a new page when printed second. */
export function PairingsList({
  title,
  label,
  headers,
  second = false,
  children,
}: {
  title: string;
  label: string;
  headers: string[];
  second?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={second ? 'print:break-before-page' : undefined}>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <table className="w-full border-collapse text-sm" aria-label={label}>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} className={pairingCell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
