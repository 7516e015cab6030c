// POST /api/imports/event: an event exported by this app is checked as a new event's settings are (201, 204, 211, 216),
// then stored by a job (#32) in bounded transactions.
import { customFormatRepository, eventExportRepository, type EventDocument, type Tx } from '@tcg/db';
import { validateEventSettings, type EventFormat, type EventSettingsInput } from '@tcg/domain/event';
import { must, RuleViolation } from '@tcg/domain/shared';
import type { JobSpec } from '../jobRunner.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const day = (value: unknown): string | null => (typeof value === 'string' ? value.slice(0, 10) : null);
const whole = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The announced settings of an exported Event row, as an organizer would have entered them (a pod-play event may name no format). */
function exportedSettings(event: Record<string, unknown>): EventSettingsInput {
  return {
    name: text(event.name),
    format: event.format === null ? null : text(event.format),
    podPlay: event.type === 'pods',
    date: day(event.date) ?? '',
    endDate: day(event.endDate),
    bestOf: whole(event.bestOf),
    roundMinutes: whole(event.roundMinutes),
    rounds: whole(event.rounds) ?? null,
    scoring: { policy: text(event.scoringPolicy), alternateScoring: event.alternateScoring === true },
    unlistedPromos: text(event.unlistedPromos),
    teams: event.teams === true,
    interpretationClass: typeof event.interpretationClass === 'string' ? event.interpretationClass : null,
    newSetHoldWeeks: whole(event.newSetHoldWeeks) ?? null,
  };
}

/** The house format the event runs under, carried in the file or already installed here (the import keeps the installed one). */
async function houseFormats(tx: Tx, doc: EventDocument, id: string | null | undefined): Promise<EventFormat[]> {
  if (!id) return [];
  const carried = doc.customFormats.find((row) => row.id === id);
  const definition = carried?.definition as { kind?: unknown } | undefined;
  if (carried)
    return [{ id, name: text(carried.name), kind: definition?.kind === 'limited' ? 'limited' : 'constructed' }];
  const installed = await customFormatRepository.get(tx, id);
  return installed ? [{ id, name: installed.name, kind: installed.definition.kind ?? 'constructed' }] : [];
}

/** Refuses settings a new event could not have (400 naming the field), else the job that stores the event under new ids. */
export async function eventImportJob(tx: Tx, doc: EventDocument, actor: string): Promise<JobSpec> {
  const settings = exportedSettings(doc.event);
  must(validateEventSettings(settings, await houseFormats(tx, doc, settings.format)));
  return {
    kind: 'import.event',
    total: doc.players.length + doc.registrations.length + doc.rounds.length + doc.matches.length,
    async run(jobTx, steps) {
      const stored = await eventExportRepository.write(jobTx, doc, null, actor, steps);
      if (stored === null) {
        throw new RuleViolation({
          code: 'EXPORT_INVALID',
          message:
            'The export’s rows do not fit together (a match, result or entry names a row the file does not hold): export the event again.',
        });
      }
      return { result: { eventId: stored, warnings: [] }, eventPrivate: doc.event.private === true };
    },
  };
}
