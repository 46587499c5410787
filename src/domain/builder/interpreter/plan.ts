/**
 * The suggestions an instruction has produced so far, the notes for the reply and the working
 * board later clauses read. Each accepted suggestion is checked by applying every draft to the
 * request's board (project-drafts.ts), so the interpreter never suggests what cannot apply.
 */
import type { Board, DraftSuggestion } from '../types.js';
import type { ClauseContext, ClauseOutcome, EntityRef, RefType } from './clause-context.js';
import type { Language } from './localized/language.js';
import { JOINS, mergeIntoCreate } from './merge-into-create.js';
import {
  extendProjection,
  PLANNED_ID_PREFIX,
  projectDrafts,
  type Projection,
} from './project-drafts.js';
import { lowerFirst } from './phrase.js';
import { findById, typeLabel } from './resolve-reference.js';

export interface Plan {
  /** What clause interpreters read: the working board and what "it" can mean. */
  context(): ClauseContext;
  accept(outcome: ClauseOutcome): void;
  /**
   * What a clause nobody could read named: one item becomes what "it" means, its e-mails what
   * "her" or "them" means.
   */
  mention(refs: readonly EntityRef[], emails: readonly string[]): void;
  readonly drafts: readonly DraftSuggestion[];
  readonly notes: readonly string[];
}

/** "It" looks back at most this many items. */
const MAX_RECENT = 10;

/**
 * Starts an empty plan over the request's board.
 *
 * @example
 * const plan = createPlan(board);
 * plan.accept(interpretCreateClause(clause, plan.context())!);
 * plan.drafts.length; // 1
 */
export function createPlan(board: Board, language: Language = 'en', alone = false): Plan {
  let drafts: DraftSuggestion[] = [];
  let projection: Projection = { board, plannedIds: new Map() };
  let recent: EntityRef[] = [];
  let emails: readonly string[] = [];
  const notes: string[] = [];

  const remember = (ref: EntityRef | undefined): void => {
    // A deleted item stays "it": "we don't need X any more, remove it" names X twice.
    const current = ref && (findById(projection.board, ref) ?? ref);
    if (!current) return;
    recent = [current, ...recent.filter((item) => item.id !== current.id)].slice(0, MAX_RECENT);
  };

  /** Puts `replacement` in place of the draft at `at`, when every draft still applies. */
  const replaceDraft = (
    at: number,
    replacement: DraftSuggestion,
    ref: EntityRef | undefined,
  ): boolean => {
    const next = drafts.map((existing, index) => (index === at ? replacement : existing));
    const result = projectDrafts(board, next);
    if (!result.ok) return false;
    drafts = next;
    projection = result.projection;
    remember(ref);
    return true;
  };

  const acceptDraft = (draft: DraftSuggestion, ref: EntityRef | undefined): void => {
    // Two drafts that are one change ("… URL … and make it a POST") become one (JOINS).
    for (const { joins, join } of JOINS) {
      const at = drafts.findIndex((existing) => joins(existing, draft));
      const earlier = drafts[at];
      if (earlier && replaceDraft(at, join(earlier, draft, board), ref)) return;
    }
    // Asking twice for the same change ("delete X …, remove it") is one suggestion.
    if (drafts.some((existing) => sameChange(existing, draft))) {
      remember(ref);
      return;
    }
    // "Orders needs to be friendlier. Orders' instructions: '…'": a field said again is said anew.
    const superseded = drafts.findIndex((existing) => supersedes(draft, existing));
    if (superseded >= 0 && replaceDraft(superseded, draft, ref)) return;
    const plannedIndex =
      draft.target.id === null ? undefined : projection.plannedIds.get(draft.target.id);
    let next: DraftSuggestion[];
    if (plannedIndex === undefined) {
      next = [...drafts, draft];
    } else {
      const merged = mergeIntoCreate(drafts[plannedIndex] as DraftSuggestion, draft, plannedIndex);
      if (!merged) {
        notes.push(
          `I can't "${lowerFirst(draft.title)}" yet: it changes something this instruction only creates. Apply that suggestion first, then ask again.`,
        );
        return;
      }
      next = drafts.map((existing, index) => (index === plannedIndex ? merged : existing));
    }
    const result =
      plannedIndex === undefined
        ? extendProjection(projection, draft, next.length - 1)
        : projectDrafts(board, next);
    if (!result.ok) {
      notes.push(`I left out "${draft.title}": ${result.message}`);
      return;
    }
    drafts = next;
    projection = result.projection;
    remember(ref ?? createdRef(projection, next.length - 1, draft.target.type));
  };

  return {
    context: () => ({
      board: projection.board,
      origin: board,
      language,
      recent,
      alone,
      emails,
      plannedIndexOf: (id) => projection.plannedIds.get(id) ?? null,
      isSuggested: (id) => id.startsWith(PLANNED_ID_PREFIX),
    }),
    accept: (outcome) => {
      if (outcome.kind === 'note') {
        // "…already calls GET" of an item this instruction creates: it was just said so.
        const planned = outcome.ref?.id.startsWith(PLANNED_ID_PREFIX) ?? false;
        if (!(planned && /\balready (?:calls|has|called)\b/.test(outcome.note)))
          notes.push(outcome.note);
        remember(outcome.ref);
      } else {
        acceptDraft(outcome.draft, outcome.ref);
        remember(outcome.also);
      }
    },
    mention: (refs, said) => {
      const ids = new Set(refs.map((ref) => ref.id));
      if (ids.size === 1) remember(refs[0]);
      if (said.length > 0) emails = said;
    },
    get drafts() {
      return drafts;
    },
    notes,
  };
}

function sameChange(a: DraftSuggestion, b: DraftSuggestion): boolean {
  return (
    a.skillId === b.skillId &&
    a.target.id === b.target.id &&
    JSON.stringify(a.payload) === JSON.stringify(b.payload)
  );
}

/** Fields an update sets whole: a later value of one replaces an earlier one. */
const WHOLE_FIELDS = new Set(['name', 'description', 'instructions', 'fallback']);

/** Whether `later` sets again every field `earlier` set on the same existing item. */
function supersedes(later: DraftSuggestion, earlier: DraftSuggestion): boolean {
  if (later.skillId !== earlier.skillId || later.target.id === null) return false;
  if (later.target.id !== earlier.target.id || !later.skillId.endsWith('.update')) return false;
  const set = (draft: DraftSuggestion): string[] =>
    Object.entries(draft.payload)
      .filter(([, value]) => value !== draft.target.id)
      .map(([key]) => key);
  const fields = set(later);
  return (
    fields.every((key) => WHOLE_FIELDS.has(key)) &&
    set(earlier).every((key) => fields.includes(key))
  );
}

/** The item the draft at `index` creates, so "it" can point at it. */
function createdRef(projection: Projection, index: number, type: string): EntityRef | undefined {
  if (!isRefType(type)) return undefined;
  for (const [id, draftIndex] of projection.plannedIds) {
    if (draftIndex === index) return { type, id, name: typeLabel(type) };
  }
  return undefined;
}

function isRefType(type: string): type is RefType {
  return type === 'sub_agent' || type === 'tool' || type === 'router' || type === 'line';
}
