import type { components } from '../generated/openapi.js';
import type { Db } from './create-db.js';

export type StateSnapshot = components['schemas']['StateSnapshot'];

/**
 * The mutable part of the store as a snapshot (openapi.yaml `StateSnapshot`). Users,
 * organizations and report data are not in it: they follow from `seed` and `now`.
 *
 * @example
 * const snapshot = exportSnapshot(db, { seed: 1, now, exportedAt: new Date() });
 */
export function exportSnapshot(
  db: Db,
  meta: { seed: number; now: Date; exportedAt: Date },
): StateSnapshot {
  return {
    version: 1,
    seed: meta.seed,
    now: meta.now.toISOString(),
    exportedAt: meta.exportedAt.toISOString(),
    projects: db.projects.all().map((p) => ({ ...p })),
    boards: db.boards.all().map((b) => structuredClone({ ...b })),
    sessions: db.sessions.all().map((s) => ({ ...s })),
    messages: db.messages.all().map((m) => ({ ...m })),
    suggestions: db.suggestions.all().map((s) => structuredClone({ ...s })),
  };
}

/**
 * Why a snapshot's records do not hold together (a project of an unknown organization, a
 * session of an unknown project, ...); empty when it can be imported. Reads only organizations,
 * which every seed has alike, so it can run before a reseed.
 */
export function snapshotProblems(db: Db, snapshot: StateSnapshot): string[] {
  const problems: string[] = [];
  const projects = new Map(snapshot.projects.map((p) => [p.id, p]));
  const organizations = new Set(db.organizations.all().map((o) => o.id));
  for (const project of snapshot.projects) {
    if (!organizations.has(project.organizationId)) {
      problems.push(`projects: ${project.id} names unknown organization ${project.organizationId}`);
    }
  }
  for (const board of snapshot.boards) {
    if (!projects.has(board.projectId))
      problems.push(`boards: board of unknown project ${board.projectId}`);
  }
  const sessions = new Map(snapshot.sessions.map((s) => [s.id, s]));
  for (const session of snapshot.sessions) {
    if (!projects.has(session.projectId))
      problems.push(`sessions: ${session.id} names unknown project ${session.projectId}`);
  }
  for (const item of [...snapshot.messages, ...snapshot.suggestions]) {
    if (!sessions.has(item.sessionId))
      problems.push(`${item.id} names unknown session ${item.sessionId}`);
  }
  return problems;
}

/**
 * Replaces the builder state with a snapshot's. Store-only fields a hand-written snapshot may
 * lack (a session's organization, a message's instruction) are derived, never guessed blank.
 * Returns problems instead of importing when the snapshot's records do not hold together.
 */
export async function importSnapshot(db: Db, snapshot: StateSnapshot): Promise<string[]> {
  const problems = snapshotProblems(db, snapshot);
  if (problems.length > 0) return problems;
  const projects = new Map(snapshot.projects.map((p) => [p.id, p]));
  const sessions = new Map(snapshot.sessions.map((s) => [s.id, s]));

  for (const collection of [db.projects, db.boards, db.sessions, db.messages, db.suggestions])
    collection.clear();
  for (const project of snapshot.projects) await db.projects.create(project);
  for (const board of snapshot.boards) await db.boards.create(board);
  for (const session of snapshot.sessions) {
    const stored = session as typeof session & { organizationId?: string; userId?: string };
    const project = projects.get(session.projectId);
    await db.sessions.create({
      ...session,
      organizationId: stored.organizationId ?? project?.organizationId ?? '',
      userId: stored.userId ?? '',
    });
  }
  for (const message of snapshot.messages) {
    const stored = message as typeof message & { projectId?: string; instruction?: string };
    await db.messages.create({
      ...message,
      projectId: stored.projectId ?? sessions.get(message.sessionId)?.projectId ?? '',
      instruction: stored.instruction ?? '',
    });
  }
  for (const suggestion of snapshot.suggestions) {
    const stored = suggestion as typeof suggestion & { projectId?: string };
    await db.suggestions.create({
      ...suggestion,
      projectId: stored.projectId ?? sessions.get(suggestion.sessionId)?.projectId ?? '',
    });
  }
  return [];
}
