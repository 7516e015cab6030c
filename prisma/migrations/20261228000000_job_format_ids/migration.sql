-- A failed JSON import removes the house formats it installed (#32): the job keeps which ones were new.
ALTER TABLE "Job" ADD COLUMN "formatIds" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
