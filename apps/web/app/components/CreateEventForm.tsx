'use client';

import { eventFormats, validateEventSettings, type EventFormat } from '@tcg/domain/event';
import { eventPlay } from '@tcg/domain/podPlay';
import { TEAM_FORMATS, teamFormatOf } from '@tcg/domain/team';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../lib/apiTypes';
import { apiSend } from '../../lib/client';
import { todayIso } from '../../lib/deckFormats';
import { AlternateScoringField, BestOfField, EventDaysFields, RulingsFields } from './AnnouncedFields';
import { useMatchScoring } from './useMatchScoring';
import { useRulings } from './useRulings';
import { NEW_POD_PLAY, PodPlayFields, podPlayBody } from './PodPlayFields';
import { ErrorNote } from './ErrorNote';
import { WideSubmitButton } from './SubmitButton';
import { field } from './field';
import { TextField } from './TextField';

/** `houseFormats`: the organizers' custom formats, as GET /api/formats lists them. */
export function CreateEventForm({ houseFormats = [] }: { houseFormats?: readonly EventFormat[] }) {
  const router = useRouter();
  const [name, setName] = useState('');
  const [format, setFormat] = useState('modified');
  const matchScoring = useMatchScoring();
  const [roundMinutes, setRoundMinutes] = useState(30);
  const [date, setDate] = useState(todayIso);
  const [endDate, setEndDate] = useState('');
  const [excludePromos, setExcludePromos] = useState(false);
  const rulings = useRulings();
  const [teams, setTeams] = useState(false);
  const [premier, setPremier] = useState(false);
  const [pods, setPods] = useState<typeof NEW_POD_PLAY | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  /** Team play has its own round times (Appendix A.B 7): 50 minutes in Team Constructed, 40 in Team Limited. */
  function chooseFormat(next: string, team: boolean) {
    setFormat(next);
    setTeams(team);
    const teamFormat = teamFormatOf(next);
    if (team && teamFormat.ok) setRoundMinutes(TEAM_FORMATS[teamFormat.value].roundMinutes);
  }

  /** Only pod play may go without a card format: leaving it, a Swiss event gets Modified back. */
  function choosePods(on: boolean) {
    setPods(on ? NEW_POD_PLAY : null);
    if (!on && format === '') setFormat('modified');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const days = { date, ...(endDate ? { endDate } : {}) };
    const promos = {
      unlistedPromos: excludePromos ? ('exclude' as const) : ('allow' as const),
      ...rulings.body,
    };
    const swiss = {
      bestOf: matchScoring.bestOf,
      scoring: { policy: 'dci2003', alternateScoring: matchScoring.alternateScoring },
      ...(teams ? { teams, premier } : {}),
    };
    const body = {
      name,
      ...(format ? { format } : {}),
      ...days,
      roundMinutes,
      ...promos,
      ...(pods ? podPlayBody(pods) : swiss),
    };
    const play = eventPlay(body);
    if (!play.ok) return setError(play.error);
    const checked = validateEventSettings(
      { ...body, podPlay: pods !== null, scoring: pods ? undefined : swiss.scoring },
      houseFormats,
    );
    if (!checked.ok) return setError(checked.error);
    setBusy(true);
    setError(null);
    const sent = await apiSend('POST', '/events', { body: body });
    if (!sent.ok) {
      setBusy(false);
      return setError(sent.error);
    }
    router.push(`/events/${sent.data.id}`);
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextField label="Name" value={name} onValue={setName} required maxLength={120} />
      <label className="block text-sm">
        Format
        <select className={field} value={format} onChange={(e) => chooseFormat(e.target.value, teams)}>
          {pods && <option value="">No card format (a board game, a home-made card game): no deck rules</option>}
          {eventFormats.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
          {houseFormats.length > 0 && (
            <optgroup label="House formats">
              {houseFormats.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      <div className="grid grid-cols-2 gap-3">
        <EventDaysFields date={date} endDate={endDate} onDate={setDate} onEndDate={setEndDate} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={pods !== null} onChange={(e) => choosePods(e.target.checked)} />
        Pod play: casual multiplayer tables of 2 to 6 instead of Swiss matches
      </label>
      {pods && <PodPlayFields choice={pods} onChange={setPods} />}
      {!pods && <BestOfField {...matchScoring.bestOfField} />}
      <label className="block text-sm">
        Round time in minutes (212)
        <input
          className={field}
          type="number"
          min={10}
          max={180}
          value={roundMinutes}
          onChange={(e) => setRoundMinutes(Number(e.target.value))}
        />
      </label>
      {!pods && (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={teams} onChange={(e) => chooseFormat(format, e.target.checked)} />
            Team event: two-player teams (Modified or Sealed Deck, 201)
          </label>
          {teams && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={premier} onChange={(e) => setPremier(e.target.checked)} />
              Premier team event: names played here are reserved (242)
            </label>
          )}
          <AlternateScoringField {...matchScoring.alternateScoringField} />
        </>
      )}
      <RulingsFields {...rulings.fields} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={excludePromos} onChange={(e) => setExcludePromos(e.target.checked)} />
        Exclude promo sets missing from the 2003 lists (Nintendo Black Star promos, POP Series, EX Trainer Kits; 225,
        226)
      </label>
      <ErrorNote error={error} />
      <WideSubmitButton label="Create event" busyLabel="Creating…" busy={busy} />
    </form>
  );
}
