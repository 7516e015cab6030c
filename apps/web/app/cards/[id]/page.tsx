import type { Metadata } from 'next';
import Link from 'next/link';
import { apiGet } from '../../../lib/api';
import type { CardDetail, CardLegalityView, CardText } from '../../../lib/apiTypes';
import { SectionLink } from '../../decks/components/Verdict';

export const dynamic = 'force-dynamic';

const FORMAT_NAMES: Record<string, string> = { modified: 'Modified', unlimited: 'Unlimited', limited: 'Limited' };
const STATUS: Record<CardLegalityView['status'], { label: string; style: string }> = {
  legal: { label: 'Legal', style: 'bg-emerald-100 text-emerald-800' },
  banned: { label: 'Banned', style: 'bg-red-100 text-red-800' },
  'not-in-format': { label: 'Not allowed', style: 'bg-red-100 text-red-800' },
  'not-yet-released': { label: 'Not yet released', style: 'bg-slate-200 text-slate-700' },
};

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  return { title: `${(await params).id} · Cards · TCG Tournaments` };
}

function Facts({ detail }: { detail: CardDetail }) {
  const { card } = detail;
  const rows: [string, string | undefined][] = [
    ['Set', `${card.set.name} (${card.set.code ?? card.set.id}), released ${card.set.releaseDate}`],
    ['Number', card.number],
    ['Card type', [card.supertype, ...card.subtypes].join(' · ')],
    ['HP', card.hp?.toString()],
    ['Level', card.level],
    ['Types', card.types?.join(', ')],
    ['Evolves from', card.evolvesFrom],
  ];
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Text({ text }: { text: CardText | null }) {
  if (!text)
    return (
      <p className="text-sm text-slate-500">
        No card text here: import a full catalog with <code>npm run cards:import -- &lt;dir&gt;</code>.
      </p>
    );
  return (
    <div className="space-y-2 text-sm">
      {text.abilities?.map((a) => (
        <p key={a.name}>
          <span className="font-semibold text-red-700">
            {a.type}: {a.name}
          </span>{' '}
          {a.text}
        </p>
      ))}
      {text.attacks?.map((a) => (
        <p key={a.name}>
          <span className="font-mono text-xs text-slate-500">[{a.cost.join(', ') || 'no cost'}]</span>{' '}
          <span className="font-semibold">{a.name}</span>{' '}
          {a.damage && <span className="font-semibold">{a.damage}</span>} {a.text}
        </p>
      ))}
      {text.rules?.map((r) => (
        <p key={r} className="italic text-slate-700">
          {r}
        </p>
      ))}
      {(text.weaknesses || text.resistances || text.retreatCost) && (
        <p className="text-slate-600">
          {text.weaknesses && `Weakness ${text.weaknesses.map((w) => `${w.type} ${w.value}`).join(', ')}. `}
          {text.resistances && `Resistance ${text.resistances.map((w) => `${w.type} ${w.value}`).join(', ')}. `}
          {text.retreatCost && `Retreat cost ${text.retreatCost.length}.`}
        </p>
      )}
      {text.rarity && (
        <p className="text-xs text-slate-500">
          {text.rarity}
          {text.artist ? ` · illustrated by ${text.artist}` : ''}
        </p>
      )}
    </div>
  );
}

export default async function CardPage({ params }: { params: Promise<{ id: string }> }) {
  const detail = await apiGet('/cards/:id', { params: { id: (await params).id } });
  const { card } = detail;
  return (
    <div className="space-y-6">
      <div>
        <Link href="/cards" className="text-sm text-amber-700 hover:underline">
          ← Cards
        </Link>
        <h1 className="mt-1 text-2xl font-semibold">{card.name}</h1>
        <p className="font-mono text-sm text-slate-500">{card.id}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
          <Facts detail={detail} />
          {/* The API documents `text` as unknown: it is the imported card object, which the schemas describe as CardText. */}
          <Text text={detail.text as CardText | null} />
        </section>
        <section>
          <h2 className="mb-2 font-semibold">Legality on {detail.date}</h2>
          <ul className="space-y-2" aria-label="Legality">
            {detail.legality.map((l) => (
              <li
                key={l.format}
                data-format={l.format}
                className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
              >
                <span className="mr-2 font-medium">{FORMAT_NAMES[l.format] ?? l.format}</span>
                <span className={`rounded px-1.5 py-0.5 text-xs ${STATUS[l.status].style}`}>
                  {STATUS[l.status].label}
                </span>
                <p className="mt-1 text-slate-600">
                  {l.reason} <SectionLink section={l.section} />
                </p>
              </li>
            ))}
          </ul>
          {detail.copies.length > 0 && (
            <>
              <h2 className="mb-2 mt-4 font-semibold">Other printings of the same card (226)</h2>
              <ul className="text-sm">
                {detail.copies.map((copy) => (
                  <li key={copy.id}>
                    <Link href={`/cards/${copy.id}`} className="text-amber-700 hover:underline">
                      {copy.set.name} {copy.number}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
