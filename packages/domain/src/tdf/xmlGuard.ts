// What a TOM file may not be before it is parsed: a DOCTYPE (entity expansion, external entities), too large, too deep.

/** The largest file read: 20× the largest real TOM file seen (a League Cup of 100+ players is under 1 MB). */
export const TDF_MAX_CHARS = 5_000_000;
/** A TOM file nests 8 deep (tournament/pods/pod/rounds/round/matches/match/player1). */
export const TDF_MAX_DEPTH = 32;

const TAG =
  /<(\/?)[A-Za-z_][\w:.-]*(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>/g;

/** How deep elements nest, stopping once past `limit`. */
function depthPast(xml: string, limit: number): boolean {
  let depth = 0;
  for (const [tag, close, selfClosing] of xml.matchAll(TAG)) {
    if (!tag.startsWith('<') || tag.startsWith('<!') || tag.startsWith('<?')) continue;
    if (close) depth--;
    else if (!selfClosing) depth++;
    if (depth > limit) return true;
  }
  return false;
}

/** Null when the text may be parsed; else what is wrong with it. */
export function xmlHazard(xml: string): string | null {
  if (xml.length > TDF_MAX_CHARS)
    return `the file is ${xml.length} characters long; a TOM file is read up to ${TDF_MAX_CHARS}.`;
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml))
    return 'a TOM file has no DOCTYPE or entity declarations; the app neither expands entities nor resolves external ones.';
  if (depthPast(xml, TDF_MAX_DEPTH)) return `elements nest deeper than ${TDF_MAX_DEPTH} levels; a TOM file nests 8.`;
  return null;
}
