-- CreateTable: tables picked for deck checks and the time credited back (216)
CREATE TABLE "DeckCheckPick" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "round" INTEGER NOT NULL,
    "table" INTEGER NOT NULL,
    "matchId" UUID NOT NULL,
    "seed" INTEGER,
    "allowanceMinutes" INTEGER NOT NULL,
    "pickedBy" TEXT NOT NULL,
    "pickedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),
    "creditedMinutes" INTEGER,

    CONSTRAINT "DeckCheckPick_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeckCheckPick_eventId_round_idx" ON "DeckCheckPick"("eventId", "round");

-- AddForeignKey
ALTER TABLE "DeckCheckPick" ADD CONSTRAINT "DeckCheckPick_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
