-- Sign-in failures and write counts (#18) live in the database, so every API instance counts together and a restart
-- forgets nothing.
-- CreateTable
CREATE TABLE "LoginFailures" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "lastFailureAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LoginFailures_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "WriteCount" (
    "key" TEXT NOT NULL,
    "windowStart" TIMESTAMPTZ(3) NOT NULL,
    "writes" INTEGER NOT NULL,

    CONSTRAINT "WriteCount_pkey" PRIMARY KEY ("key", "windowStart")
);

-- CreateIndex
CREATE INDEX "LoginFailures_lastFailureAt_idx" ON "LoginFailures"("lastFailureAt");

-- CreateIndex
CREATE INDEX "WriteCount_windowStart_idx" ON "WriteCount"("windowStart");
