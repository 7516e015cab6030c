// Server-only: file-system and file-URL code the web app must never import.
export { migrate, readMigrations, checksumOf, migrationsDir, MigrationError } from './migrate.ts';
export { startEmbedded, type EmbeddedDatabase, type EmbeddedOptions } from './embedded.ts';
export { dataDirHolder, lockDataDir, DataDirInUseError } from './dataDirLock.ts';
export { CatalogSourceError, readCatalogSource, type CatalogSource } from './cards/catalogSource.ts';
export { CATALOG_ERRATA, describeCorrection, type Erratum } from './cards/errata.ts';
export { BackupFileError, verifyBackup, type CheckedBackup } from './backup/file.ts';
export { restoreBackup, takeBackup, type RestoreSummary } from './backup/installation.ts';
