-- Result links survive an import (#17): a match written by POST /api/imports/event keeps the id it had in the exporting
-- installation, so a player's link printed before the move (it names that id) still finds the match.
-- AlterTable
ALTER TABLE "Match" ADD COLUMN "importedFrom" UUID;

-- CreateIndex
CREATE INDEX "Match_importedFrom_idx" ON "Match"("importedFrom");
