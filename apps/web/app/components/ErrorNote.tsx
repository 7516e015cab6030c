import type { ApiError } from '../../lib/apiTypes';

export function ErrorNote({ error }: { error: ApiError | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {error.message}
      {error.section && <span className="ml-1 text-slate-500">(section {error.section})</span>}
    </p>
  );
}
