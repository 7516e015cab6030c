-- #29: an imported finished TOM file's final order (player ids, each division's places in turn): players the app finds
-- tied on every tiebreaker keep the order TOM placed them in (TOM broke the tie by its own draw). Null: none imported.
-- #29: the game the event is played in: "tcg" (Pokémon TCG, deck rules apply) or "vgc" (the video game, no decks).
-- AlterTable
ALTER TABLE "Event" ADD COLUMN "tomOrder" JSONB,
ADD COLUMN "game" TEXT NOT NULL DEFAULT 'tcg';
