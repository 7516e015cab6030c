-- CreateTable
CREATE TABLE "Pod" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "seed" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Pod_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PodSeat" (
    "id" UUID NOT NULL,
    "podId" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "playerId" UUID NOT NULL,

    CONSTRAINT "PodSeat_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Pod_eventId_number_key" ON "Pod"("eventId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "PodSeat_podId_seat_key" ON "PodSeat"("podId", "seat");

-- CreateIndex
CREATE UNIQUE INDEX "PodSeat_podId_playerId_key" ON "PodSeat"("podId", "playerId");

-- AddForeignKey
ALTER TABLE "PodSeat" ADD CONSTRAINT "PodSeat_podId_fkey" FOREIGN KEY ("podId") REFERENCES "Pod"("id") ON DELETE CASCADE ON UPDATE CASCADE;
