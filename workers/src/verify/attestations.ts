/** A proposal or request lives 5 minutes; its attestation no longer. */
export const ATTESTATION_TTL_MS = 5 * 60_000

/**
 * Keeps the first origin registered for an id: the id is the hash of one
 * message, so a second registration naming another origin is someone else's
 * claim on it and changes nothing. Expired rows go as new ones arrive.
 */
export async function registerAttestation(db: D1Database, row: { id: string; projectId: string; origin: string }, now = Date.now()): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM verify_attestations WHERE expires_at <= ?').bind(now),
    db
      .prepare('INSERT INTO verify_attestations (id, project_id, origin, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO NOTHING')
      .bind(row.id, row.projectId, row.origin, now + ATTESTATION_TTL_MS),
  ])
}

export async function findAttestation(db: D1Database, id: string, now = Date.now()): Promise<string | undefined> {
  const row = await db.prepare('SELECT origin FROM verify_attestations WHERE id = ? AND expires_at > ?').bind(id, now).first<{ origin: string }>()
  return row?.origin
}
