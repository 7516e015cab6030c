import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="mx-auto max-w-md space-y-2">
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="text-slate-600">
        There is nothing here, or it belongs to a private event. Staff of a private event{' '}
        <Link href="/login" className="font-medium text-amber-700 hover:underline">
          sign in
        </Link>{' '}
        to see it; signed in already, your role in this event may not let you see this page.
      </p>
    </div>
  );
}
