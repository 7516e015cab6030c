interface Props {
  name: string;
  typed: string;
  onTyped: (typed: string) => void;
}

/** The event's name, typed to confirm an action that cannot be undone (deleting the event, restoring a snapshot, #18). */
export function EventNameConfirm({ name, typed, onTyped }: Props) {
  return (
    <label className="block">
      Type the event’s name, <strong>{name}</strong>, to confirm
      <input
        className="mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1"
        value={typed}
        onChange={(e) => onTyped(e.target.value)}
      />
    </label>
  );
}
