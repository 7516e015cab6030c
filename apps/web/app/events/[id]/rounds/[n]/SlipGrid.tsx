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
