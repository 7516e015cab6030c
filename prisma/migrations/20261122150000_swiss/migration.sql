-- AlterTable
ALTER TABLE "Registration" ADD COLUMN     "disqualifiedAfterRound" INTEGER,
ADD COLUMN     "disqualifiedReason" TEXT,
ADD COLUMN     "lateEntryRound" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Round" ADD COLUMN     "timerStartedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "outcome" JSONB,
ADD COLUMN     "reportedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "AvoidPair" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "playerAId" UUID NOT NULL,
    "playerBId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AvoidPair_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AvoidPair_eventId_playerAId_playerBId_key" ON "AvoidPair"("eventId", "playerAId", "playerBId");

-- AddForeignKey
ALTER TABLE "AvoidPair" ADD CONSTRAINT "AvoidPair_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AvoidPair" ADD CONSTRAINT "AvoidPair_playerAId_fkey" FOREIGN KEY ("playerAId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AvoidPair" ADD CONSTRAINT "AvoidPair_playerBId_fkey" FOREIGN KEY ("playerBId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
