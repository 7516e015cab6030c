-- AlterTable: an event's own penalty catalogue (null: the DCI Penalty Guidelines' default)
ALTER TABLE "Event" ADD COLUMN     "penaltyCatalog" JSONB;

-- CreateTable
CREATE TABLE "Penalty" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "round" INTEGER,
    "table" INTEGER,
    "infraction" TEXT NOT NULL,
    "penalty" TEXT NOT NULL,
    "proposed" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "judge" TEXT NOT NULL,
    "changedBy" TEXT,
    "changeReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Penalty_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Penalty_eventId_createdAt_idx" ON "Penalty"("eventId", "createdAt");

-- CreateIndex
CREATE INDEX "Penalty_playerId_createdAt_idx" ON "Penalty"("playerId", "createdAt");

-- AddForeignKey
ALTER TABLE "Penalty" ADD CONSTRAINT "Penalty_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Penalty" ADD CONSTRAINT "Penalty_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
