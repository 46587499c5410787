import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FactSource } from '../contract-types.js';
import { readPointer, pointerSegment, type JsonSchema } from '../document/json-values.js';
import { previewValue } from '../preview-value.js';
import { allowUndocumentedProperties } from './allow-undocumented-properties.js';
import { forbidUndocumentedProperties } from './forbid-undocumented-properties.js';
import { pickLikeliestAlternative } from './pick-likeliest-alternative.js';
import { toCoreSchema } from './to-core-schema.js';

// ajv-formats is CommonJS with `exports.default`; under NodeNext the default import is the module.
const addFormats = addFormatsModule.default;

/** One way a value differs from a schema. */
export interface SchemaIssue {
  /** JSON pointer into the validated value. */
  pointer: string;
  keyword: string;
  expected: string;
  /** What was there, rendered for a report. */
  received: string;
  /** The problem in words, without the pointer: "is required but missing". */
  message: string;
  /** `seed` when the `--level core` view of the schema rejects it too. */
  source: FactSource;
  /** The `components.schemas` name nearest the failing keyword, e.g. `User`. */
  schema?: string;
  /** For a missing property: what the object carries that its schema does not document. */
  unknownProperties?: string[];
}

export interface SchemaValidatorOptions {
  strict: boolean;
  /** The dereferenced `components.schemas` objects (see {@link toCoreSchema}). */
  namedSchemas: ReadonlySet<object>;
  /** Issues reported per value at most; the rest are summed up in one issue. */
  maxIssues?: number;
  /** Names of the `components.schemas` objects, so an issue can say which schema it breaks. */
  schemaNames?: ReadonlyMap<object, string>;
}

export interface SchemaValidator {
  validate(schema: JsonSchema, value: unknown): SchemaIssue[];
}

/**
 * Validate values against schemas of openapi.yaml, compiling each schema once per run (ajv
 * compilation dominates the cost; the same dereferenced object is reused across operations).
 * Each issue says whether a seed fact (`--level core` view) or only an assumption is broken.
 *
 * @example
 * const validator = createSchemaValidator({ strict: false, namedSchemas: new Set() });
 * validator.validate({ type: 'object', required: ['id'] }, {});
 * // [{ pointer: '/id', keyword: 'required', source: 'seed', ... }]
 */
export function createSchemaValidator(options: SchemaValidatorOptions): SchemaValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const full = new WeakMap<object, ValidateFunction>();
  const core = new WeakMap<object, ValidateFunction>();
  const maxIssues = options.maxIssues ?? 20;

  const compile = (
    cache: WeakMap<object, ValidateFunction>,
    schema: JsonSchema,
    variant: (s: JsonSchema) => JsonSchema,
  ) => {
    if (typeof schema === 'boolean') return ajv.compile(schema);
    let validate = cache.get(schema);
    if (validate === undefined) {
      const shaped = variant(schema);
      // Tolerant unless --strict: an extra field never fails, whatever openapi.yaml closes.
      validate = ajv.compile(
        options.strict ? forbidUndocumentedProperties(shaped) : allowUndocumentedProperties(shaped),
      );
      cache.set(schema, validate);
    }
    return validate;
  };

  return {
    validate(schema, value) {
      const validateFull = compile(full, schema, (s) => s);
      if (validateFull(value)) return [];
      const fullErrors = pickLikeliestAlternative(validateFull.errors ?? []);
      const validateCore = compile(core, schema, (s) => toCoreSchema(s, options.namedSchemas));
      const coreKeys = new Set(
        validateCore(value) ? [] : (validateCore.errors ?? []).map(errorKey),
      );
      const issues = fullErrors.map((error) => ({
        ...toIssue(error, value, coreKeys.has(errorKey(error)) ? 'seed' : 'assumed'),
        ...describeSchemaPlace(error, schema, value, options.schemaNames),
      }));
      // Seed issues first, so a cap never hides one behind assumptions.
      issues.sort((a, b) => (a.source === b.source ? 0 : a.source === 'seed' ? -1 : 1));
      if (issues.length <= maxIssues) return issues;
      const kept = issues.slice(0, maxIssues);
      const rest = issues.slice(maxIssues);
      kept.push({
        pointer: '',
        keyword: 'truncated',
        expected: 'no further differences',
        received: `${rest.length} more`,
        message: `${rest.length} more schema differences not listed`,
        source: rest.some((issue) => issue.source === 'seed') ? 'seed' : 'assumed',
      });
      return kept;
    },
  };
}

function errorKey(error: ErrorObject): string {
  return `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
}

function toIssue(error: ErrorObject, value: unknown, source: FactSource): SchemaIssue {
  const child = childProperty(error);
  const pointer =
    child === undefined ? error.instancePath : `${error.instancePath}/${pointerSegment(child)}`;
  const received =
    error.keyword === 'required' ? '(missing)' : previewValue(readPointer(value, pointer));
  return {
    pointer,
    keyword: error.keyword,
    expected: describeExpectation(error),
    received,
    message: describeProblem(error),
    source,
  };
}

function childProperty(error: ErrorObject): string | undefined {
  const params = error.params as Record<string, unknown>;
  for (const key of ['missingProperty', 'additionalProperty', 'unevaluatedProperty']) {
    if (typeof params[key] === 'string') return params[key];
  }
  return undefined;
}

function describeProblem(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    return 'is not documented (--strict)';
  }
  if (error.keyword === 'required') return 'is required but missing';
  return error.message ?? `fails ${error.keyword}`;
}

function describeExpectation(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'present';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'absent (not in openapi.yaml)';
    case 'enum':
      return `one of ${JSON.stringify(params.allowedValues)}`;
    case 'const':
      return JSON.stringify(params.allowedValue);
    case 'type':
      return `type ${String(params.type)}`;
    case 'format':
      return `format ${String(params.format)}`;
    default:
      return (error.message ?? error.keyword).replace(/^must /, '');
  }
}

/**
 * Where in openapi.yaml an issue sits: the nearest named schema along ajv's `schemaPath`, walked
 * over the schema as given (the `--strict` copy keeps its shape), and, for a missing property,
 * the properties the object has that its schema does not name — what a report needs to say
 * "the backend sends firstName, lastName; openapi.yaml assumes name".
 */
function describeSchemaPlace(
  error: ErrorObject,
  root: JsonSchema,
  value: unknown,
  names: ReadonlyMap<object, string> | undefined,
): Pick<SchemaIssue, 'schema' | 'unknownProperties'> {
  let node: unknown = root;
  let schema: string | undefined;
  const segments = error.schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean);
  const parents: unknown[] = [];
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null) break;
    schema = names?.get(node) ?? schema;
    parents.push(node);
    node = (node as Record<string, unknown>)[
      decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~')
    ];
  }
  const place = schema === undefined ? {} : { schema };
  const owner = parents.at(-1) as Record<string, unknown> | undefined;
  const data = readPointer(value, error.instancePath);
  if (
    error.keyword !== 'required' ||
    typeof owner?.properties !== 'object' ||
    owner.properties === null ||
    ['allOf', 'anyOf', 'oneOf'].some((keyword) => keyword in owner) ||
    typeof data !== 'object' ||
    data === null ||
    Array.isArray(data)
  )
    return place;
  const documented = new Set(Object.keys(owner.properties));
  const unknownProperties = Object.keys(data).filter((key) => !documented.has(key));
  return unknownProperties.length === 0 ? place : { ...place, unknownProperties };
}
