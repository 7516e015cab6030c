// 221, 231: sample decklists of real cards from the built-in catalog, for examples, tests and benchmarks.

/** The Trainers of both Modified decks: draw, search and disruption from Legendary Collection, Neo and Expedition. */
const MODIFIED_TRAINERS = `Trainer: 30
4 Professor Elm N1 96
4 Bill LC 108
4 Pokémon Breeder LC 102
4 Energy Removal 2 EX 140
4 Professor Oak's Research EX 149
4 Pokémon Reversal EX 146
3 Super Scoop Up N1 98
3 Switch EX 157`;

/** Fire deck: Legendary Collection, Neo, Expedition, and a Base Set Charizard that is a copy of Legendary Collection 3 (226). */
export const MODIFIED_DECK = `Pokémon: 14
4 Charmander LC 70
3 Charmeleon LC 37
2 Charizard LC 3
1 Charizard BS 4
4 Pichu N1 12

${MODIFIED_TRAINERS}

Energy: 16
12 Fire Energy
4 Darkness Energy N1 104`;

/** Water deck: the fire deck's Trainers around Blastoise (Legendary Collection, Neo, Expedition), legal in Modified. */
export const MODIFIED_WATER_DECK = `Pokémon: 14
4 Squirtle LC 95
3 Wartortle EX 92
3 Blastoise EX 36
4 Pichu N1 12

${MODIFIED_TRAINERS}

Energy: 16
16 Water Energy`;

/** A 1999 "Haymaker": Base Set and Jungle, legal in Unlimited, not in Modified. */
export const UNLIMITED_DECK = `Pokémon: 13
4 Hitmonchan BS 7
4 Electabuzz BS 20
3 Scyther JU 10
2 Mr. Mime JU 6
Trainer: 32
4 Professor Oak BS 88
4 Bill BS 91
4 Gust of Wind BS 93
4 Energy Removal BS 92
4 Super Energy Removal BS 79
4 PlusPower BS 84
4 Computer Search BS 71
4 Item Finder BS 74
Energy: 15
4 Double Colorless Energy BS 96
6 Fighting Energy
5 Lightning Energy`;

/** The fire cards of a Legendary Collection sealed pool, all played in SEALED_DECK. */
const SEALED_FIRE = `4 Charmander LC 70
2 Charmeleon LC 37
1 Charizard LC 3
3 Ponyta LC 87
1 Rapidash LC 60
2 Bill LC 108
1 Potion LC 110`;

/** 40 cards from a Legendary Collection sealed pool (231): the pool's fire cards and basic Energy. */
export const SEALED_DECK = `${SEALED_FIRE}
26 Fire Energy`;

export const SEALED_POOL = `${SEALED_FIRE}
1 Mewtwo LC 29`;
