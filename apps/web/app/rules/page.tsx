import type { Metadata } from 'next';
import { ruleSections } from '../../lib/floorRules';

export const metadata: Metadata = { title: 'Floor rules sections · TCG Tournaments' };

export default function RulesPage() {
  return (
    <div>
      <h1 className="mb-2 text-2xl font-semibold">Pokémon DCI Floor Rules, 2003 season</h1>
      <p className="mb-6 text-sm text-slate-600">
        The sections the app refers to, each summed up in our own words. The official document is the authority.
      </p>
      <ol className="space-y-3">
        {ruleSections.map((rule) => (
          <li
            key={rule.section}
            id={rule.section}
            className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 target:border-amber-400 target:ring-2 target:ring-amber-200"
          >
            <h2 className="font-medium">
              <span className="mr-2 font-mono text-amber-700">{rule.section === 'custom' ? '—' : rule.section}</span>
              {rule.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{rule.summary}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
