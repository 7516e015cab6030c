// Play! Pokémon age divisions: Juniors, Seniors and Masters, paired apart or together, ranked apart.
export * from './ageDivision.ts';
export * from './divisionGroups.ts';
export * from './groupRounds.ts';
export * from './divisionStandings.ts';
