// Snapshots (#18): taken as each round is published (the safety net paper slips were), the newest few kept per event;
// the organizer restores one after being told what it loses.
import { eventRepository, eventSnapshotRepository, lockEvent, type SnapshotRecord, type Tx } from '@tcg/db';
import { confirmRestore, describeLoss, restoreLoss, snapshotsBeyond } from '@tcg/domain/event';
import { AppError, must } from '@tcg/domain/shared';
import type { Of, Snapshot, SnapshotPreview } from '@tcg/contract';

const view = ({ id, round, takenAt, size }: SnapshotRecord): Of<typeof Snapshot> => ({
  id,
  round,
  takenAt: takenAt.toISOString(),
  size,
});

/** Keeps the event as round `round` is published, in the publishing transaction; only the newest `kept` remain. */
export async function snapshotPublished(tx: Tx, eventId: string, round: number, kept: number): Promise<void> {
  if (kept === 0) return;
  await eventSnapshotRepository.take(tx, eventId, round);
  await eventSnapshotRepository.remove(tx, snapshotsBeyond(await eventSnapshotRepository.list(tx, eventId), kept));
}

export async function listSnapshots(tx: Tx, eventId: string): Promise<Of<typeof Snapshot>[]> {
  await eventRepository.get(tx, eventId);
  return (await eventSnapshotRepository.list(tx, eventId)).map(view);
}

async function storedSnapshot(tx: Tx, eventId: string, snapshotId: string) {
  const snapshot = await eventSnapshotRepository.get(tx, eventId, snapshotId);
  if (!snapshot) throw new AppError('SNAPSHOT_NOT_FOUND', `No snapshot ${snapshotId} of this event.`);
  if (!snapshot.intact)
    throw new AppError(
      'SNAPSHOT_DAMAGED',
      `The snapshot of round ${snapshot.round} no longer matches its checksum: it was changed or damaged, and cannot be restored. Choose another.`,
    );
  return snapshot;
}

/** The stored snapshot with what restoring it would lose now. */
async function withLoss(tx: Tx, eventId: string, snapshotId: string) {
  const snapshot = await storedSnapshot(tx, eventId, snapshotId);
  const loss = restoreLoss(
    await eventSnapshotRepository.contents(tx, eventId),
    await eventSnapshotRepository.contents(tx, eventId, snapshotId),
  );
  return { ...snapshot, loss, lost: describeLoss(loss, snapshot.round) };
}

export async function previewSnapshot(
  tx: Tx,
  eventId: string,
  snapshotId: string,
): Promise<Of<typeof SnapshotPreview>> {
  await eventRepository.get(tx, eventId);
  const snapshot = await withLoss(tx, eventId, snapshotId);
  return { ...view(snapshot), loss: snapshot.loss, lost: snapshot.lost };
}

/** Brings the event back to the snapshot, confirmed by the event's name; answers what was lost. */
export async function restoreSnapshot(
  tx: Tx,
  eventId: string,
  snapshotId: string,
  confirm: string,
  actor: string,
): Promise<Of<typeof SnapshotPreview>> {
  await lockEvent(tx, eventId);
  must(confirmRestore((await eventRepository.get(tx, eventId)).name, confirm));
  const restored = await withLoss(tx, eventId, snapshotId);
  await eventSnapshotRepository.restore(tx, eventId, restored, actor);
  return { ...view(restored), loss: restored.loss, lost: restored.lost };
}
