-- CreateTable: judge calls from the tables (216)
CREATE TABLE "JudgeCall" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "round" INTEGER NOT NULL,
    "table" INTEGER NOT NULL,
    "matchId" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "calledAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedBy" TEXT,
    "claimedAt" TIMESTAMPTZ(3),
    "resolvedBy" TEXT,
    "resolvedAt" TIMESTAMPTZ(3),
    "note" TEXT,
    "creditedMinutes" INTEGER,

    CONSTRAINT "JudgeCall_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JudgeCall_eventId_calledAt_idx" ON "JudgeCall"("eventId", "calledAt");

-- AddForeignKey
ALTER TABLE "JudgeCall" ADD CONSTRAINT "JudgeCall_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
