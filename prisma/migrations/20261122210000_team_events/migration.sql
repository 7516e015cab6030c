-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "premier" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "teams" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Registration" ADD COLUMN     "teamId" UUID,
ADD COLUMN     "teamName" TEXT,
ADD COLUMN     "teamSeat" TEXT;

-- CreateTable
CREATE TABLE "TeamNameRefusal" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamNameRefusal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Registration_eventId_teamId_teamSeat_key" ON "Registration"("eventId", "teamId", "teamSeat");

-- CreateIndex
CREATE UNIQUE INDEX "TeamNameRefusal_eventId_name_key" ON "TeamNameRefusal"("eventId", "name");

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamNameRefusal" ADD CONSTRAINT "TeamNameRefusal_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
