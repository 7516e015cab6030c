'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** The code as typed; a stray `%` that is no escape stays as it is. */
function typed(code: string): string {
  try {
    return decodeURIComponent(code);
  } catch {
    return code;
  }
}

/** A short address that names no event: 404, with the code as typed and where to look instead. */
export default function UnknownShortAddress() {
  const code = typed(usePathname().split('/').pop() ?? '').toUpperCase();
  return (
    <div className="mx-auto max-w-md space-y-2">
      <h1 className="text-2xl font-semibold">No event has the code {code}</h1>
      <p className="text-slate-600">
        Check the four characters on the poster or the projector (no 0, O, 1, I or L), or find the event in the{' '}
        <Link href="/" className="font-medium text-amber-700 hover:underline">
          list of events
        </Link>
        .
      </p>
    </div>
  );
}
