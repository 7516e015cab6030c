-- A registration's Player row belongs to its event: a DCI number may appear once per event, in many events.
DROP INDEX "Player_dciNumber_key";

-- CreateIndex
CREATE INDEX "Player_dciNumber_idx" ON "Player"("dciNumber");

-- The installation admin: the account that set the installation up.
ALTER TABLE "Account" ADD COLUMN     "admin" BOOLEAN NOT NULL DEFAULT false;
UPDATE "Account" SET "admin" = true WHERE "id" = (SELECT "id" FROM "Account" ORDER BY "createdAt", "id" LIMIT 1);

-- A registered team is changed only by the account that registered it (or the admin).
ALTER TABLE "Team" ADD COLUMN     "ownerId" UUID;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Account"("id") ON DELETE SET NULL ON UPDATE CASCADE;
