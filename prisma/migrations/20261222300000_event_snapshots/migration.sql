-- Snapshots (#18): when a round is published the event's rows are kept as one JSON document, so the organizer can
-- bring the event back to that moment; the checksum (SHA-256 of the document as text) is checked before a restore.
-- CreateTable
CREATE TABLE "EventSnapshot" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "round" INTEGER NOT NULL,
    "takenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "document" JSONB NOT NULL,
    "checksum" TEXT NOT NULL,
    "size" INTEGER NOT NULL,

    CONSTRAINT "EventSnapshot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EventSnapshot_eventId_takenAt_idx" ON "EventSnapshot"("eventId", "takenAt");

-- AddForeignKey
ALTER TABLE "EventSnapshot" ADD CONSTRAINT "EventSnapshot_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
