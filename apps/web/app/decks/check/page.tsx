import type { Metadata } from 'next';
import Link from 'next/link';
import { DeckChecker } from './DeckChecker';

export const metadata: Metadata = { title: 'Deck check · TCG Tournaments' };
export const dynamic = 'force-dynamic';

export default function DeckCheckPage() {
  return (
    <div>
      <h1 className="mb-1 text-2xl font-semibold">Is my deck legal?</h1>
      <p className="mb-6 text-sm text-slate-600">
        Paste or type your list. The verdict follows the 2003 floor rules as you type, each problem on its line with the{' '}
        <Link href="/rules" className="text-amber-700 underline">
          section
        </Link>{' '}
        it breaks.
      </p>
      <DeckChecker />
    </div>
  );
}
