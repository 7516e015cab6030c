-- AlterTable
ALTER TABLE "DeckRegistration" ADD COLUMN     "stage" TEXT NOT NULL DEFAULT 'pods';

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "deckBuildingStartedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "Pod" ADD COLUMN     "topEight" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Pool" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "stage" TEXT NOT NULL DEFAULT 'pods',
    "cards" JSONB NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Pool_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Redraft" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "perPod" INTEGER NOT NULL,
    "afterRound" INTEGER NOT NULL,
    "seed" INTEGER NOT NULL,
    "seeds" JSONB NOT NULL,
    "deckBuildingStartedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Redraft_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Pool_eventId_playerId_stage_key" ON "Pool"("eventId", "playerId", "stage");

-- CreateIndex
CREATE UNIQUE INDEX "Redraft_eventId_key" ON "Redraft"("eventId");

-- AddForeignKey
ALTER TABLE "Pool" ADD CONSTRAINT "Pool_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Redraft" ADD CONSTRAINT "Redraft_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
