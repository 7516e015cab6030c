-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "suddenDeathWinnerId" UUID;

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "bracketSlot" INTEGER;

-- AlterTable
ALTER TABLE "Round" ADD COLUMN     "stage" TEXT NOT NULL DEFAULT 'swiss';

-- CreateTable
CREATE TABLE "TopCut" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "size" INTEGER NOT NULL,
    "minPoints" INTEGER,
    "bestOf" INTEGER NOT NULL,
    "roundMinutes" INTEGER NOT NULL,
    "thirdPlaceMatch" BOOLEAN NOT NULL,
    "afterRound" INTEGER NOT NULL,
    "seed" INTEGER NOT NULL,
    "seeds" JSONB NOT NULL,
    "draws" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TopCut_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TopCut_eventId_key" ON "TopCut"("eventId");

-- AddForeignKey
ALTER TABLE "TopCut" ADD CONSTRAINT "TopCut_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
