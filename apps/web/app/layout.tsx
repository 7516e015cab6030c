import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AccountMenu } from './components/AccountMenu';
import { HydrationMark } from './components/HydrationMark';
import { ScrollableTables } from './components/ScrollableTables';
import './globals.css';

export const metadata: Metadata = {
  title: 'TCG Tournaments',
  description: 'Run Pokémon TCG events under the DCI Floor Rules, 2003 season.',
};

const links = [
  { href: '/', label: 'Events' },
  { href: '/decks/check', label: 'Deck check' },
  { href: '/cards', label: 'Cards' },
  { href: '/teams', label: 'Teams' },
  { href: '/api/docs', label: 'API' },
];

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <HydrationMark />
        <ScrollableTables />
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <header className="no-print border-b border-slate-200 bg-white">
          <nav aria-label="Site" className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3">
            <Link href="/" className="text-lg font-semibold text-amber-700">
              TCG Tournaments
            </Link>
            {links.map((link) => (
              <Link key={link.href} href={link.href} className="text-sm text-slate-600 hover:text-slate-900">
                {link.label}
              </Link>
            ))}
            <AccountMenu />
          </nav>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-8">
          {children}
        </main>
      </body>
    </html>
  );
}
