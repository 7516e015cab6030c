'use client';

import { builtInCatalog, findPrinting, searchCards, setOf, type Catalog, type CatalogCard } from '@tcg/domain/catalog';
import type { DeckProblem } from '@tcg/domain/deck';
import { forwardRef, useImperativeHandle, useMemo, useRef, useState } from 'react';

export interface EditorHandle {
  /** Puts the caret on a line and scrolls to it. */
  goToLine(line: number): void;
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  problems: readonly DeckProblem[];
  label: string;
  rows?: number;
  /** The catalog names are suggested from (the built-in one unless imported sets join it). */
  catalog?: Catalog;
}

/** "4 Chari": a count and the start of a name, not yet a full printing. */
const PARTIAL = /^(\s*)(\d+)\s+(\S.*?)\s*$/;

function suggestionsFor(
  catalog: Catalog,
  line: string,
): { prefix: string; count: string; cards: CatalogCard[] } | null {
  const match = PARTIAL.exec(line);
  if (!match) return null;
  const [, prefix = '', count = '', rest = ''] = match;
  const tokens = rest.split(/\s+/);
  if (tokens.length >= 3 && findPrinting(catalog, tokens.at(-2)!, tokens.at(-1)!)) return null;
  if (rest.length < 2) return null;
  const cards = searchCards(catalog, rest, { limit: 8 });
  return cards.length > 0 ? { prefix, count, cards } : null;
}

const lineAt = (text: string, caret: number) => text.slice(0, caret).split('\n').length - 1;

const printing = (catalog: Catalog, card: CatalogCard) => {
  const set = setOf(catalog, card);
  return `${set.code ?? set.id} ${card.number}`;
};

/** A decklist textarea with line numbers, each line with a problem marked, and name autocomplete with set and number. */
export const DecklistEditor = forwardRef<EditorHandle, Props>(function DecklistEditor(
  { value, onChange, problems, label, rows = 22, catalog = builtInCatalog },
  ref,
) {
  const area = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const marks = useRef<HTMLDivElement>(null);
  const [caretLine, setCaretLine] = useState<number | null>(null);
  const lines = value.split('\n');
  const byLine = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const p of problems) if (p.line !== undefined) map.set(p.line, [...(map.get(p.line) ?? []), p.message]);
    return map;
  }, [problems]);
  const current = caretLine === null ? null : suggestionsFor(catalog, lines[caretLine] ?? '');

  useImperativeHandle(ref, () => ({
    goToLine(line: number) {
      const el = area.current;
      if (!el) return;
      const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
      el.focus();
      el.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
      el.scrollTop = Math.max(0, (line - 3) * 24);
    },
  }));

  const syncScroll = () => {
    const top = area.current?.scrollTop ?? 0;
    if (gutter.current) gutter.current.scrollTop = top;
    if (marks.current) marks.current.scrollTop = top;
  };
  const trackCaret = () => {
    const el = area.current;
    if (el) setCaretLine(el.selectionStart === el.selectionEnd ? lineAt(el.value, el.selectionStart) : null);
  };

  function choose(card: CatalogCard) {
    if (caretLine === null || !current) return;
    const next = [...lines];
    next[caretLine] = `${current.prefix}${current.count} ${card.name} ${printing(catalog, card)}`;
    onChange(next.join('\n'));
    setCaretLine(null);
    area.current?.focus();
  }

  return (
    <div>
      <div className="flex overflow-hidden rounded-lg border border-slate-300 bg-white font-mono text-sm leading-6 focus-within:border-amber-500">
        <div
          ref={gutter}
          aria-hidden
          className="w-12 shrink-0 select-none overflow-hidden border-r border-slate-200 bg-slate-50 py-2 text-right text-xs leading-6 text-slate-600"
          style={{ height: `${rows * 1.5 + 1}rem` }}
        >
          {lines.map((_, i) => {
            const messages = byLine.get(i + 1);
            return (
              <div
                key={i}
                data-problem-line={messages ? i + 1 : undefined}
                title={messages?.join('\n')}
                className={`h-6 pr-2 ${messages ? 'bg-red-100 font-semibold text-red-700' : ''}`}
              >
                {messages ? '● ' : ''}
                {i + 1}
              </div>
            );
          })}
        </div>
        <div className="relative min-w-0 flex-1">
          <div ref={marks} aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden py-2">
            {lines.map((_, i) => (
              <div
                key={i}
                className={`h-6 ${byLine.has(i + 1) ? 'bg-red-50 shadow-[inset_3px_0_0_0] shadow-red-400' : ''}`}
              />
            ))}
          </div>
          <textarea
            ref={area}
            aria-label={label}
            value={value}
            rows={rows}
            wrap="off"
            spellCheck={false}
            onChange={(e) => {
              onChange(e.target.value);
              setCaretLine(lineAt(e.target.value, e.target.selectionStart));
            }}
            onScroll={syncScroll}
            onKeyUp={trackCaret}
            onClick={trackCaret}
            onBlur={() => setTimeout(() => setCaretLine(null), 150)}
            placeholder={'Pokémon: 14\n4 Charmander LC 70\n…'}
            className="relative block w-full resize-none overflow-auto bg-transparent px-3 py-2 leading-6 outline-none"
            style={{ height: `${rows * 1.5 + 1}rem` }}
          />
        </div>
      </div>
      {current && (
        <ul aria-label="Suggestions" className="mt-1 rounded-lg border border-slate-200 bg-white text-sm shadow-sm">
          {current.cards.map((card) => (
            <li key={card.id}>
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(card)}
                className="flex w-full justify-between px-3 py-1.5 text-left hover:bg-amber-50"
              >
                <span>{card.name}</span>
                <span className="font-mono text-xs text-slate-500">
                  {setOf(catalog, card).name} · {printing(catalog, card)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
