-- An event can be deleted by its organizer (#18) while its audit trail, append-only, stays: the entries keep the
-- deleted event's id, no longer a foreign key.
ALTER TABLE "AuditEntry" DROP CONSTRAINT "AuditEntry_eventId_fkey";
