import { dirname, relative, resolve, sep } from 'node:path';
import type * as TS from 'typescript';
import { sortUsage } from './merge-usage.js';
import type { UsageFile, UsageLocation, UsageOperation } from './read-usage.js';

/** An operation of openapi.yaml, as the analysis matches calls to it. */
export interface DocumentedOperation {
  operationId: string;
  /** Lower case. */
  method: string;
  /** The path template, e.g. `/projects/{id}/board`. */
  path: string;
}

export interface AnalyseUsageOptions {
  /** The TypeScript compiler API: the project's own (see load-typescript.ts). */
  ts: typeof TS;
  /** The frontend's tsconfig.json. */
  tsconfigPath: string;
  /** openapi.yaml's operations, to name each call by its operationId. */
  operations: readonly DocumentedOperation[];
}

export interface UsageAnalysis {
  usage: UsageFile;
  /** Source files read (the project's own, no declarations or node_modules). */
  files: number;
  /** Things the analysis left out, one sentence each (a typed call to a path openapi.yaml lacks). */
  notes: string[];
}

/** openapi-fetch's request methods (`client.GET(path, init)`). */
const METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);
/** Deeper than any response body of a real API; stops recursive schemas. */
const MAX_DEPTH = 12;

/** Where one TypeScript type sits in the responses the code receives. */
interface Place {
  operationId: string;
  /** `2xx` (openapi-fetch's `data`) or `error` (its `error`). */
  status: string;
  pointer: string;
}

/**
 * Read a frontend's TypeScript with the compiler and list what it uses of the API: every call
 * through an openapi-fetch client (`createStandinClient`, `createClient<paths>()`) by operation,
 * and every member of a response body it reads — a property access (`a.b`, `a?.b`), an element
 * access with a literal key, destructuring and object spread — found through the type checker:
 * a value is a response member when its type is the type of one, wherever it flowed (through
 * helpers, `map`, `for…of`, `find`). A read is attributed to every called operation whose
 * response holds that type, so a schema shared by two operations counts as read from both
 * (docs/decisions/0030-usage-from-the-type-checker.md).
 *
 * @example
 * const { usage } = analyseUsage({ ts, tsconfigPath: 'web/tsconfig.json', operations });
 * usage.operations.map((operation) => operation.operationId); // ['getProfile', 'login', …]
 */
export function analyseUsage(options: AnalyseUsageOptions): UsageAnalysis {
  const { ts } = options;
  const tsconfigPath = resolve(options.tsconfigPath);
  const root = dirname(tsconfigPath);
  const program = createProgram(ts, tsconfigPath);
  const checker = program.getTypeChecker();
  const sources = program
    .getSourceFiles()
    .filter(
      (file) =>
        !file.isDeclarationFile &&
        !program.isSourceFileFromExternalLibrary(file) &&
        !file.fileName.split(/[\\/]/).includes('node_modules'),
    );
  const byRoute = new Map(
    options.operations.map((operation) => [
      `${operation.method.toLowerCase()} ${operation.path}`,
      operation,
    ]),
  );
  const where = (node: TS.Node): UsageLocation => {
    const file = node.getSourceFile();
    return {
      file: relative(root, file.fileName).split(sep).join('/'),
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
    };
  };

  const operations = new Map<string, UsageOperation>();
  /** Each client call found, by its node: where a value's origin may lead. */
  const callOperation = new Map<TS.Node, string>();
  const notes = new Set<string>();
  // Keyed by the type's text, not its identity: openapi-fetch hands out `Readable<Board>`, a
  // mapped copy of the generated `Board` that a helper typed with `components['schemas']['Board']`
  // never sees. Two schemas of one shape share a key, which only widens what counts as read.
  const places = new Map<string, Place[]>();
  const texts = new Map<TS.Type, string>();
  const keyOf = (type: TS.Type): string => {
    let text = texts.get(type);
    if (text === undefined) {
      text = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
      texts.set(type, text);
    }
    return text;
  };
  /** Every pointer a response can hold, per operation and status: what a read may name. */
  const known = new Set<string>();
  const walked = new Set<string>();

  const register = (type: TS.Type, place: Place, depth: number, path: readonly TS.Type[]) => {
    const plain = checker.getNonNullableType(type);
    known.add(placeKey(place));
    if (depth > MAX_DEPTH || path.includes(plain) || isScalar(ts, plain)) return;
    const text = keyOf(plain);
    const key = `${placeKey(place)}\u0000${text}`;
    if (walked.has(key)) return;
    walked.add(key);
    const list = places.get(text) ?? [];
    list.push(place);
    places.set(text, list);
    const inner = [...path, plain];
    if (plain.isUnion() || plain.isIntersection())
      for (const part of plain.types) register(part, place, depth + 1, inner);
    if (plain.isUnion()) return;
    if (checker.isArrayType(plain) || checker.isTupleType(plain)) {
      for (const element of checker.getTypeArguments(plain as TS.TypeReference))
        register(element, { ...place, pointer: `${place.pointer}/*` }, depth + 1, inner);
      return;
    }
    for (const property of checker.getPropertiesOfType(plain)) {
      const pointer = `${place.pointer}/${escapePointer(property.getName())}`;
      register(checker.getTypeOfSymbol(property), { ...place, pointer }, depth + 1, inner);
    }
    for (const index of checker.getIndexInfosOfType(plain))
      register(index.type, { ...place, pointer: `${place.pointer}/*` }, depth + 1, inner);
  };

  // Pass 1: the calls, and the types of what they answer.
  for (const source of sources) {
    visit(ts, source, (node) => {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
      const method = node.expression.name.text;
      const [first] = node.arguments;
      if (!METHODS.has(method) || first === undefined) return;
      const pathType = checker.getTypeAtLocation(first);
      if (!pathType.isStringLiteral()) return;
      const answer = checker.getAwaitedType(checker.getTypeAtLocation(node));
      const variants = answer ? (answer.isUnion() ? answer.types : [answer]) : [];
      const isFetchResponse =
        variants.length > 0 &&
        variants.every((variant) =>
          ['data', 'error', 'response'].every((name) => variant.getProperty(name) !== undefined),
        );
      if (!isFetchResponse) return;
      const route = `${method.toLowerCase()} ${pathType.value}`;
      const documented = byRoute.get(route);
      const location = where(node);
      if (!documented) {
        notes.add(
          `${method} ${pathType.value} (${location.file}:${location.line}) is not in openapi.yaml; left out.`,
        );
        return;
      }
      const operation = operations.get(documented.operationId) ?? {
        operationId: documented.operationId,
        method: documented.method.toLowerCase(),
        path: documented.path,
        sources: ['code'],
        calls: [],
        statuses: [],
        members: [],
      };
      operations.set(documented.operationId, operation);
      operation.calls.push(location);
      callOperation.set(node, documented.operationId);
      for (const variant of variants) {
        for (const [member, status] of [
          ['data', '2xx'],
          ['error', 'error'],
        ] as const) {
          const symbol = variant.getProperty(member);
          if (!symbol) continue;
          const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
          if (type.flags & ts.TypeFlags.Never) continue;
          register(type, { operationId: documented.operationId, status, pointer: '' }, 0, []);
        }
      }
    });
  }

  // The generated types themselves (openapi-typescript's `operations`): openapi-fetch's mapped
  // copy flattens an intersection such as `User & { organization }`, whose parts a helper may
  // still name (`user: User` for a flat profile).
  for (const generated of generatedOperations(ts, checker, program)) {
    for (const operationId of operations.keys()) {
      const operation = generated.getProperty(operationId);
      const responses =
        operation && propertyType(checker, checker.getTypeOfSymbol(operation), 'responses');
      if (!responses) continue;
      for (const response of checker.getPropertiesOfType(responses)) {
        const status = /^2\d\d$|^2XX$/i.test(response.getName()) ? '2xx' : 'error';
        const content = propertyType(checker, checker.getTypeOfSymbol(response), 'content');
        for (const media of content ? checker.getPropertiesOfType(content) : []) {
          if (!/json/i.test(media.getName())) continue;
          register(checker.getTypeOfSymbol(media), { operationId, status, pointer: '' }, 0, []);
        }
      }
    }
  }

  // Pass 2: every read of a member of those types.
  const origin = (node: TS.Expression) => originOf(ts, checker, callOperation, node, 0);
  const read = (
    receiver: TS.Type,
    names: readonly string[],
    at: TS.Node,
    source: TS.Expression | undefined,
  ) => {
    const plain = checker.getNonNullableType(receiver);
    if (isScalar(ts, plain)) return;
    const found = [
      ...(places.get(keyOf(plain)) ?? []),
      ...(plain.isUnion() ? plain.types.flatMap((part) => places.get(keyOf(part)) ?? []) : []),
    ];
    // When the value plainly comes from one call in view (`const { data } = await api.GET(…)`),
    // only that call's operation; otherwise every operation whose answer holds the type.
    const from = source ? origin(source) : undefined;
    for (const place of found) {
      if (from !== undefined && place.operationId !== from) continue;
      for (const name of names) {
        const child = { ...place, pointer: `${place.pointer}/${escapePointer(name)}` };
        if (!known.has(placeKey(child))) continue;
        const operation = operations.get(place.operationId);
        if (!operation) continue;
        operation.members.push({
          status: place.status,
          pointer: child.pointer,
          reads: [where(at)],
        });
      }
    }
  };
  /** Every member a spread or a rest element takes: the receiver's properties. */
  const allNames = (type: TS.Type, except: readonly string[] = []) =>
    checker
      .getPropertiesOfType(checker.getNonNullableType(type))
      .map((property) => property.getName())
      .filter((name) => !except.includes(name));

  for (const source of sources) {
    visit(ts, source, (node) => {
      if (ts.isPropertyAccessExpression(node)) {
        read(
          checker.getTypeAtLocation(node.expression),
          [node.name.text],
          node.name,
          node.expression,
        );
      } else if (ts.isElementAccessExpression(node)) {
        const keys = literalKeys(checker.getTypeAtLocation(node.argumentExpression));
        if (keys.length > 0)
          read(
            checker.getTypeAtLocation(node.expression),
            keys,
            node.argumentExpression,
            node.expression,
          );
      } else if (ts.isObjectBindingPattern(node)) {
        const type = destructuredType(ts, checker, node);
        if (!type) return;
        const source = destructuredSource(ts, node);
        const named = node.elements.flatMap((element) => {
          const name = element.propertyName ?? element.name;
          return !element.dotDotDotToken && (ts.isIdentifier(name) || ts.isStringLiteral(name))
            ? [name.text]
            : [];
        });
        for (const element of node.elements) {
          const name = element.propertyName ?? element.name;
          if (element.dotDotDotToken) read(type, allNames(type, named), element, source);
          else if (ts.isIdentifier(name) || ts.isStringLiteral(name))
            read(type, [name.text], name, source);
        }
      } else if (ts.isSpreadAssignment(node)) {
        const type = checker.getTypeAtLocation(node.expression);
        read(type, allNames(type), node.expression, node.expression);
      }
    });
  }

  return {
    usage: sortUsage({ standinUsage: 1, operations: [...operations.values()] }),
    files: sources.length,
    notes: [...notes],
  };
}

/** The project as `tsc -p` sees it; a broken tsconfig is an Error with one line to act on. */
function createProgram(ts: typeof TS, tsconfigPath: string): TS.Program {
  const config = ts.readConfigFile(tsconfigPath, (file) => ts.sys.readFile(file));
  if (config.error) throw new Error(describeDiagnostic(ts, config.error, tsconfigPath));
  const parsed = ts.parseJsonConfigFileContent(
    config.config,
    ts.sys,
    dirname(tsconfigPath),
    undefined,
    tsconfigPath,
  );
  // "No inputs were found" (18003) is the one error that leaves nothing to analyse.
  const fatal = parsed.errors.find((error) => error.code === 18003);
  if (fatal) throw new Error(describeDiagnostic(ts, fatal, tsconfigPath));
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: { ...parsed.options, noEmit: true },
    ...(parsed.projectReferences ? { projectReferences: parsed.projectReferences } : {}),
  });
}

function describeDiagnostic(ts: typeof TS, diagnostic: TS.Diagnostic, file: string): string {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  return `${file}: ${text.replace(/\s+/g, ' ').trim()}`;
}

/** Every `interface operations` openapi-typescript wrote that the program holds. */
function generatedOperations(
  ts: typeof TS,
  checker: TS.TypeChecker,
  program: TS.Program,
): TS.Type[] {
  const found: TS.Type[] = [];
  for (const file of program.getSourceFiles()) {
    for (const statement of file.statements) {
      if (!ts.isInterfaceDeclaration(statement) || statement.name.text !== 'operations') continue;
      const symbol = checker.getSymbolAtLocation(statement.name);
      if (symbol) found.push(checker.getDeclaredTypeOfSymbol(symbol));
    }
  }
  return found;
}

function propertyType(checker: TS.TypeChecker, type: TS.Type, name: string): TS.Type | undefined {
  const property = checker.getNonNullableType(type).getProperty(name);
  return property && checker.getNonNullableType(checker.getTypeOfSymbol(property));
}

/** Array methods whose callback receives the array's items. */
const ITEM_CALLBACKS = new Set([
  'map',
  'forEach',
  'find',
  'filter',
  'some',
  'every',
  'flatMap',
  'findLast',
]);

/**
 * The one client call a value plainly comes from, followed within what is in view: member and
 * element accesses, \`await\`, declarations and destructuring, \`for…of\` items, the items an array
 * method's callback receives, and a helper called with one such value (\`ok(api.GET(…))\`).
 * Undefined when the trail leaves that (a parameter, a field): the caller then counts every
 * operation whose answer holds the value's type.
 */
function originOf(
  ts: typeof TS,
  checker: TS.TypeChecker,
  calls: ReadonlyMap<TS.Node, string>,
  node: TS.Expression,
  depth: number,
): string | undefined {
  if (depth > 24) return undefined;
  const next = (expression: TS.Expression) => originOf(ts, checker, calls, expression, depth + 1);
  const direct = calls.get(node);
  if (direct !== undefined) return direct;
  if (
    ts.isPropertyAccessExpression(node) ||
    ts.isElementAccessExpression(node) ||
    ts.isAwaitExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isAsExpression(node)
  )
    return next(node.expression);
  if (ts.isCallExpression(node)) {
    const found = new Set(
      node.arguments.map(next).filter((operationId) => operationId !== undefined),
    );
    return found.size === 1 ? [...found][0] : undefined;
  }
  if (!ts.isIdentifier(node)) return undefined;
  const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
  if (!declaration) return undefined;
  if (ts.isBindingElement(declaration) || ts.isVariableDeclaration(declaration)) {
    let holder: TS.Node = declaration;
    while (
      ts.isBindingElement(holder) ||
      ts.isObjectBindingPattern(holder) ||
      ts.isArrayBindingPattern(holder)
    )
      holder = holder.parent;
    if (ts.isParameter(holder)) return parameterOrigin(holder);
    if (!ts.isVariableDeclaration(holder)) return undefined;
    if (holder.initializer) return next(holder.initializer);
    const loop = holder.parent.parent;
    return ts.isForOfStatement(loop) ? next(loop.expression) : undefined;
  }
  if (ts.isParameter(declaration)) return parameterOrigin(declaration);
  return undefined;

  /** A callback's first parameter in \`items.map((item) => …)\`: the items' origin. */
  function parameterOrigin(parameter: TS.ParameterDeclaration): string | undefined {
    const callback = parameter.parent;
    if (callback.parameters[0] !== parameter) return undefined;
    const call = callback.parent;
    if (
      !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) ||
      !ts.isCallExpression(call) ||
      !ts.isPropertyAccessExpression(call.expression) ||
      !ITEM_CALLBACKS.has(call.expression.name.text)
    )
      return undefined;
    return next(call.expression.expression);
  }
}

/** The expression an object pattern takes apart, when there is one in view. */
function destructuredSource(
  ts: typeof TS,
  pattern: TS.ObjectBindingPattern,
): TS.Expression | undefined {
  const parent = pattern.parent;
  if (ts.isVariableDeclaration(parent)) {
    if (parent.initializer) return parent.initializer;
    const loop = parent.parent.parent;
    return ts.isForOfStatement(loop) ? loop.expression : undefined;
  }
  if (ts.isBindingElement(parent)) {
    // A nested pattern: the same source as the pattern around it.
    return ts.isObjectBindingPattern(parent.parent)
      ? destructuredSource(ts, parent.parent)
      : undefined;
  }
  if (ts.isParameter(parent)) {
    const callback = parent.parent;
    const call = callback.parent;
    if (
      callback.parameters[0] === parent &&
      (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) &&
      ts.isCallExpression(call) &&
      ts.isPropertyAccessExpression(call.expression) &&
      ITEM_CALLBACKS.has(call.expression.name.text)
    )
      return call.expression.expression;
  }
  return undefined;
}

/** The type an object pattern takes apart: a declaration's initializer, a parameter, a for…of item. */
function destructuredType(
  ts: typeof TS,
  checker: TS.TypeChecker,
  pattern: TS.ObjectBindingPattern,
): TS.Type | undefined {
  const parent = pattern.parent;
  if (ts.isVariableDeclaration(parent) && parent.initializer)
    return checker.getTypeAtLocation(parent.initializer);
  if (ts.isBindingElement(parent)) return checker.getTypeAtLocation(parent);
  if (ts.isParameter(parent) || ts.isVariableDeclaration(parent))
    return checker.getTypeAtLocation(parent);
  return undefined;
}

/** `'name'` or `'a' | 'b'` as a key type; anything else (a number, `string`) names no member. */
function literalKeys(type: TS.Type): string[] {
  const parts = type.isUnion() ? type.types : [type];
  if (!parts.every((part) => part.isStringLiteral())) return [];
  return parts.map((part) => (part as TS.StringLiteralType).value);
}

function isScalar(ts: typeof TS, type: TS.Type): boolean {
  const scalar =
    ts.TypeFlags.StringLike |
    ts.TypeFlags.NumberLike |
    ts.TypeFlags.BooleanLike |
    ts.TypeFlags.BigIntLike |
    ts.TypeFlags.Null |
    ts.TypeFlags.Undefined |
    ts.TypeFlags.Void |
    ts.TypeFlags.Never |
    ts.TypeFlags.Any |
    ts.TypeFlags.Unknown |
    ts.TypeFlags.ESSymbolLike;
  if (type.isUnion()) return type.types.every((part) => (part.flags & scalar) !== 0);
  return (type.flags & scalar) !== 0;
}

function placeKey(place: Place): string {
  return `${place.operationId}\u0000${place.status}\u0000${place.pointer}`;
}

function escapePointer(name: string): string {
  return name.replaceAll('~', '~0').replaceAll('/', '~1');
}

function visit(ts: typeof TS, node: TS.Node, each: (node: TS.Node) => void): void {
  each(node);
  ts.forEachChild(node, (child) => visit(ts, child, each));
}
