-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "cardsPerPhase" INTEGER NOT NULL DEFAULT 22,
ADD COLUMN     "energyPerPlayer" INTEGER,
ADD COLUMN     "energyProvided" BOOLEAN,
ADD COLUMN     "energyReturn" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "productBreakdown" TEXT;

-- CreateTable
CREATE TABLE "Draft" (
    "id" UUID NOT NULL,
    "podId" UUID NOT NULL,
    "firstSeat" INTEGER NOT NULL,
    "pickSeconds" INTEGER NOT NULL,
    "reviewSeconds" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Draft_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DraftTable" (
    "id" UUID NOT NULL,
    "draftId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "cardIds" JSONB NOT NULL,
    "laidOutAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DraftTable_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DraftPick" (
    "id" UUID NOT NULL,
    "tableId" UUID NOT NULL,
    "pickNumber" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "playerId" UUID NOT NULL,
    "cardNumber" INTEGER NOT NULL,
    "cardId" TEXT NOT NULL,
    "oldestCardGiven" BOOLEAN NOT NULL DEFAULT false,
    "pickedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DraftPick_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Draft_podId_key" ON "Draft"("podId");

-- CreateIndex
CREATE UNIQUE INDEX "DraftTable_draftId_number_key" ON "DraftTable"("draftId", "number");

-- CreateIndex
CREATE INDEX "DraftPick_playerId_idx" ON "DraftPick"("playerId");

-- CreateIndex
CREATE UNIQUE INDEX "DraftPick_tableId_pickNumber_key" ON "DraftPick"("tableId", "pickNumber");

-- CreateIndex
CREATE UNIQUE INDEX "DraftPick_tableId_cardNumber_key" ON "DraftPick"("tableId", "cardNumber");

-- AddForeignKey
ALTER TABLE "Draft" ADD CONSTRAINT "Draft_podId_fkey" FOREIGN KEY ("podId") REFERENCES "Pod"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DraftTable" ADD CONSTRAINT "DraftTable_draftId_fkey" FOREIGN KEY ("draftId") REFERENCES "Draft"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DraftPick" ADD CONSTRAINT "DraftPick_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "DraftTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;
