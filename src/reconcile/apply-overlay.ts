import {
  isMap,
  isScalar,
  isSeq,
  Pair,
  parseDocument,
  visit,
  type Document,
  type Node,
  type YAMLMap,
} from 'yaml';
import { isJsonObject } from '../contract/document/json-values.js';
import { formatJsonPath, parseJsonPath, type PathSegment } from './json-path.js';
import type { OverlayAction } from './proposal.js';

/** Where a renamed member's value comes from in the mock's own answer (see withSource). */
const SOURCE = 'x-standin-from';

/** An OpenAPI Overlay 1.0 document. */
export interface OverlayDocument {
  overlay: '1.0.0';
  info: { title: string; version: string };
  extends?: string;
  actions: OverlayAction[];
}

/**
 * Apply overlay actions to openapi.yaml's text and return the new text, keeping comments, key
 * order, anchors and aliases (the `yaml` package's Document API). `update` merges into an
 * object and appends to an array; `remove` deletes. A member that an `update` adds with exactly
 * the value of a member another action removes takes that member's place, so a rename keeps its
 * position, comments and anchors (docs/decisions/0020-overlay-output-and-apply.md).
 *
 * @example
 * applyOverlayToText(text, [{ target: "$.components.schemas.User.required[?@ == 'name']", remove: true }]);
 */
export function applyOverlayToText(text: string, actions: readonly OverlayAction[]): string {
  const document = parseDocument(text);
  applyOverlay(document, actions);
  // Flow sequences are written `[a, b]` and flow maps `{ a: 1 }` (the Prettier style); the yaml
  // package pads both or neither, so take the padding off sequences again.
  return document
    .toString({ lineWidth: 0, doubleQuotedAsJSON: true })
    .replace(/\[ (?=[^\s\]])/g, '[')
    .replace(/(?<=[^\s[]) \]/g, ']');
}

/**
 * Apply overlay actions to a parsed YAML document in place.
 *
 * @example
 * applyOverlay(parseDocument(text), overlay.actions);
 */
export function applyOverlay(document: Document, actions: readonly OverlayAction[]): void {
  const pendingRemovals = new Set(
    actions.filter((action) => action.remove === true).map((action) => action.target),
  );
  const done = new Set<string>();
  const removedAt = new Map<YAMLMap, Map<string, number>>();

  const mergeInto = (map: YAMLMap, path: PathSegment[], value: Record<string, unknown>) => {
    for (const [key, item] of Object.entries(value)) {
      const index = map.items.findIndex((pair) => keyOf(pair) === key);
      const existing = map.items[index];
      if (existing) {
        if (isMap(existing.value) && isJsonObject(item))
          mergeInto(existing.value, [...path, key], item);
        else existing.value = document.createNode(item);
        continue;
      }
      // A rename may say where the value came from (`x-standin-from`): the rest must be equal.
      const { [SOURCE]: source, ...rest } = isJsonObject(item) ? item : { [SOURCE]: undefined };
      const renamed = map.items.find((pair) => {
        const target = formatJsonPath([...path, keyOf(pair)]);
        if (!pendingRemovals.has(target) || done.has(target)) return false;
        const before = JSON.stringify(toJs(document, pair.value));
        return (
          before === JSON.stringify(item) ||
          (typeof source === 'string' && isMap(pair.value) && before === JSON.stringify(rest))
        );
      });
      if (renamed) {
        done.add(formatJsonPath([...path, keyOf(renamed)]));
        renamed.key = document.createNode(key);
        if (typeof source === 'string' && isMap(renamed.value) && !renamed.value.has(SOURCE))
          renamed.value.set(SOURCE, source);
        continue;
      }
      const pair = new Pair(document.createNode(key), document.createNode(item));
      const position = removedAt.get(map)?.get(key);
      if (position === undefined) map.items.push(pair);
      else map.items.splice(position, 0, pair);
    }
  };

  for (const action of actions) {
    const segments = parseJsonPath(action.target);
    if (action.remove === true) {
      if (done.has(action.target)) continue;
      const last = segments.at(-1);
      const parent = nodeAt(document, segments.slice(0, -1), action.target);
      if (typeof last === 'object' && isSeq(parent)) {
        const index = parent.items.findIndex(
          (item) => isScalar(item) && item.value === last.equals,
        );
        if (index >= 0) parent.items.splice(index, 1);
      } else if (typeof last === 'string' && isMap(parent)) {
        const index = parent.items.findIndex((pair) => keyOf(pair) === last);
        if (index >= 0) {
          const removed = parent.items[index]?.value;
          parent.items.splice(index, 1);
          keepAnchors(document, removed);
          const positions = removedAt.get(parent) ?? new Map<string, number>();
          positions.set(last, index);
          removedAt.set(parent, positions);
        }
      } else if (typeof last === 'number' && isSeq(parent)) {
        parent.items.splice(last, 1);
      }
      continue;
    }
    const target = nodeAt(document, segments, action.target);
    if (isSeq(target)) target.items.push(document.createNode(action.update));
    else if (isMap(target) && isJsonObject(action.update))
      mergeInto(target, segments, action.update);
    else throw new Error(`Overlay action on ${action.target}: nothing to update there.`);
  }
}

function nodeAt(document: Document, segments: readonly PathSegment[], target: string): unknown {
  let node: unknown = document.contents;
  for (const segment of segments) {
    if (typeof segment === 'object') {
      node = isSeq(node)
        ? node.items.find((item) => isScalar(item) && item.value === segment.equals)
        : undefined;
    } else if (typeof segment === 'number') {
      node = isSeq(node) ? node.items[segment] : undefined;
    } else {
      node = isMap(node) ? node.items.find((pair) => keyOf(pair) === segment)?.value : undefined;
    }
    if (node === undefined) throw new Error(`Overlay target ${target} is not in the document.`);
  }
  return node;
}

function keyOf(pair: Pair): string {
  return String(isScalar(pair.key) ? pair.key.value : pair.key);
}

function toJs(document: Document, node: unknown): unknown {
  return node !== null && typeof node === 'object' && 'toJS' in node
    ? (node as { toJS(document: Document): unknown }).toJS(document)
    : node;
}

/**
 * A removed node may hold an anchor that an alias elsewhere still uses (openapi.yaml reuses
 * examples that way): the first such alias becomes a copy of the anchored node, anchor included.
 */
function keepAnchors(document: Document, removed: unknown): void {
  const anchored = new Map<string, Node>();
  if (removed !== null && typeof removed === 'object')
    visit(removed as Node, (_key, node) => {
      if (
        node !== null &&
        typeof node === 'object' &&
        'anchor' in node &&
        typeof node.anchor === 'string'
      )
        anchored.set(node.anchor, node as Node);
    });
  if (anchored.size === 0) return;
  visit(document, {
    Alias(_key, alias) {
      const source = anchored.get(alias.source);
      if (!source) return undefined;
      anchored.delete(alias.source);
      return source.clone() as Node;
    },
  });
}
