import type { Metadata } from 'next';
import { CardSetImportForm } from './CardSetImportForm';

export const metadata: Metadata = { title: 'Import a card set · TCG Tournaments' };

export default function CardSetImportPage() {
  return (
    <div className="max-w-3xl">
      <h1 className="mb-1 text-2xl font-semibold">Import a custom card set</h1>
      <p className="mb-6 text-sm text-slate-600">
        A fan-made expansion for house formats: the public catalog&apos;s JSON layout (
        <code>{'{ "set": {…}, "cards": [...] }'}</code>) or CSV with a header of card fields (
        <code>name,supertype,subtypes,number,tags</code>, lists split by <code>;</code>). Every card needs a name and a
        number of its own; tags come from the list below. The set is imported whole or not at all, and its cards are
        then written in decklists as <code>4 Retro Pikachu RTO 9</code>. The repository&apos;s{' '}
        <code>samples/retro</code> holds a sample set.
      </p>
      <CardSetImportForm />
    </div>
  );
}
