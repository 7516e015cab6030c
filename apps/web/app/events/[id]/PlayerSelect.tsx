const field = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm';

interface Props {
  label: string;
  players: readonly { id: string; firstName: string; lastName: string }[];
  value: string;
  onChange: (playerId: string) => void;
  /** More classes, for where the select stands. */
  className?: string;
}

/** A choice of one of the players, listed "last name, first name"; "—" while none is chosen. */
export function PlayerSelect({ label, players, value, onChange, className }: Props) {
  return (
    <select
      aria-label={label}
      className={className ? `${field} ${className}` : field}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">—</option>
      {players.map((p) => (
        <option key={p.id} value={p.id}>
          {p.lastName}, {p.firstName}
        </option>
      ))}
    </select>
  );
}
