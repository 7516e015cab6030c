import Link from 'next/link';
import { AccountForm } from './AccountForm';

interface AccountPageProps {
  title: string;
  intro: string;
  endpoint: '/auth/login' | '/auth/signup';
  submitLabel: string;
  newAccount: boolean;
  next: string;
  /** The other way in: a question, the link's words and its page. */
  other: { question: string; label: string; path: '/login' | '/signup' };
}

/** Sign in and sign up: the same page around the account form, linking to the other, keeping where to return. */
export function AccountPage({ title, intro, endpoint, submitLabel, newAccount, next, other }: AccountPageProps) {
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-sm text-slate-600">{intro}</p>
      <AccountForm endpoint={endpoint} submitLabel={submitLabel} newAccount={newAccount} next={next} />
      <p className="text-sm">
        {other.question}{' '}
        <Link
          href={next === '/' ? other.path : `${other.path}?next=${encodeURIComponent(next)}`}
          className="font-medium text-amber-700 hover:underline"
        >
          {other.label}
        </Link>
      </p>
    </div>
  );
}
