-- Decklists after the event (#17): the organizer publishes a finished event's lists, every one or the top cut's;
-- null scope: not published.
ALTER TABLE "Event" ADD COLUMN "decklistScope" TEXT,
ADD COLUMN "decklistsPublishedAt" TIMESTAMPTZ(3),
ADD COLUMN "decklistsPublishedBy" TEXT;
