import type { ReactNode } from 'react';

const box = 'border border-slate-400 px-2 py-1';

/** A match slip's grid: one row a player (or team), a box a game, then Prizes at time (216) and signatures. */
export function SlipGrid({
  who,
  prizes,
  signature,
  games,
  rows,
}: {
  who: string;
  prizes: string;
  signature: string;
  games: number;
  rows: { key: string; name: ReactNode }[];
}) {
  const numbers = Array.from({ length: games }, (_, i) => i + 1);
  return (
    <table className="w-full table-fixed border-collapse">
      <thead>
        <tr>
          <th className={`${box} w-2/5 text-left`}>{who}</th>
          {numbers.map((g) => (
            <th key={g} className={box}>
              Game {g}
            </th>
          ))}
          <th className={box}>{prizes}</th>
          <th className={`${box} w-1/4`}>{signature}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td className={box}>{row.name}</td>
            {numbers.map((g) => (
              <td key={g} className={`${box} h-8`} />
            ))}
            <td className={box} />
            <td className={box} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A slip's heading: the event, the round and table with any time extension (216), and the QR code to the event page. */
export function SlipHeader({
  eventName,
  round,
  table,
  extensionMinutes,
  qr,
}: {
  eventName: string;
  round: string;
  table: number | null;
  extensionMinutes: number;
  qr: ReactNode;
}) {
  return (
    <header className="mb-2 flex items-start justify-between gap-2 font-semibold">
      <span>{eventName}</span>
      <span className="text-right">
        {round} · Table {table}
        {extensionMinutes > 0 && <span className="block">Time extension +{extensionMinutes} min (216)</span>}
      </span>
      {qr}
    </header>
  );
}
