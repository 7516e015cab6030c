// DCI Universal Tournament Rules (decklists): the lines of a registered list that count cards, as a judge counts them at a deck check.
export interface CardLine {
  count: number;
  /** The card as written, spacing tidied: name, set and number. */
  card: string;
}

/** Lines of the form `<count> <card>` (or `<count>x <card>`), in the list's order; headings and blank lines are skipped. */
export function cardLines(list: string): CardLine[] {
  const lines: CardLine[] = [];
  for (const line of list.split(/\r\n|\r|\n/)) {
    const match = /^\s*(\d+)\s*x?\s+(\S.*?)\s*$/i.exec(line);
    if (match) lines.push({ count: Number(match[1]), card: match[2]!.replace(/\s+/g, ' ') });
  }
  return lines;
}
