-- CreateTable: organizers' own card sets, stored as checked (custom formats build on them)
CREATE TABLE "ImportedCardSet" (
    "id" TEXT NOT NULL,
    "code" TEXT,
    "name" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImportedCardSet_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ImportedCardSet_code_key" ON "ImportedCardSet"("code");
