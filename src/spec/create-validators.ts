import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from './openapi-document.js';
import type { Operation } from './operations.js';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** One problem found in a request or a response, with the JSON pointer it is at. */
export interface Problem {
  /** Where: `body/email`, `query/startDate`, or a JSON pointer into a response body. */
  pointer: string;
  message: string;
}

export interface RequestParts {
  pathParams: Record<string, string>;
  query: URLSearchParams;
  /** Lower-cased media type without parameters, or '' when absent. */
  contentType: string;
  /** The parsed JSON body; `undefined` when the request had none. */
  body: unknown;
}

export interface SpecValidators {
  /** Every problem with a request, per openapi.yaml (empty when valid). */
  validateRequest(operation: Operation, request: RequestParts): Problem[];
  /** Every way a response differs from openapi.yaml (empty when it matches). */
  validateResponse(
    operation: Operation,
    status: number,
    contentType: string,
    body: unknown,
  ): Problem[];
  /** Validates a value against a named component schema. */
  validateSchema(name: string, value: unknown): Problem[];
}

const DOC_ID = 'https://standin.local/openapi.json';

/**
 * Creates an ajv (JSON Schema 2020-12 + formats) that knows the document's components and
 * OpenAPI's extra keywords; strict, so an unknown keyword in openapi.yaml is an error. It lists
 * every error of a value unless `allErrors` is false (then it stops at the first: the same
 * verdict, sooner).
 *
 * @example
 * const ajv = createSpecAjv(getOpenApiDocument());
 * ajv.getSchema(`${DOC_ID}#/components/schemas/User`);
 */
export function createSpecAjv(doc: OpenApiDocument, { allErrors = true } = {}): Ajv2020 {
  // validateSchema off: openapi.yaml's schemas are checked in npm test; building the 2020-12
  // meta-schema here cost ~40 ms of the first answer after start-up.
  const ajv = new Ajv2020({
    validateSchema: false,
    allErrors,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    validateFormats: true,
  });
  addFormats(ajv);
  // A team's document may carry any extension (`x-…`) and OpenAPI's own annotations.
  const extensions = new Set([
    'x-standin-source',
    'x-standin-seed',
    'x-standin-mock-only',
    'x-standin-from',
  ]);
  collectExtensions(doc.components.schemas, extensions);
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs', ...extensions]);
  // Only the components are a schema; the rest of the document is OpenAPI, not JSON Schema.
  ajv.addSchema(
    { $id: DOC_ID, components: { schemas: doc.components.schemas } },
    undefined,
    undefined,
    false,
  );
  ajv.addKeyword('components');
  return ajv;
}

function collectExtensions(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectExtensions(item, into);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) into.add(key);
      collectExtensions(value, into);
    }
  }
}

/** Rewrites `#/components/...` references so that they resolve inside the registered document. */
function anchor(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchor);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${DOC_ID}${value}`
        : anchor(value),
    ]),
  );
}

function toProblems(prefix: string, errors: ErrorObject[] | null | undefined): Problem[] {
  return (errors ?? [])
    .filter(
      (error) => error.keyword !== 'anyOf' && error.keyword !== 'oneOf' && error.keyword !== 'if',
    )
    .map((error) => {
      const pointer = `${prefix}${error.instancePath}`;
      const extra =
        error.keyword === 'additionalProperties'
          ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
          : error.keyword === 'enum'
            ? ` (${((error.params as { allowedValues?: unknown[] }).allowedValues ?? []).join(', ')})`
            : '';
      return { pointer, message: `${pointer || '/'} ${error.message ?? 'is invalid'}${extra}` };
    });
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => (seen.has(p.message) ? false : (seen.add(p.message), true)));
}

/**
 * Validators for every request and response of the document. Each schema is compiled by ajv on
 * first use and kept (generating code for all of them up front costs about a second of start-up);
 * after that, validating is a map lookup and a call, never a parse, on the hot path.
 *
 * @example
 * const validators = createValidators(doc, listOperations(doc));
 * validators.validateResponse(loginOperation, 200, 'application/json', body); // []
 */
export function createValidators(doc: OpenApiDocument, operations: Operation[]): SpecValidators {
  // Two compilations of the same schemas: one that stops at the first error gives the verdict,
  // and only a value it rejects is validated again for every error. A valid value (every answer
  // the mock sends, nearly every request) never pays for error lists: with allErrors, each
  // branch of an anyOf that does not match builds its own (the suggestion payload tries up to
  // fourteen), which made response validation ~7 % of a builder message's CPU. The verdict
  // cannot differ: allErrors changes how many errors are reported, not whether there are any.
  const ajv = createSpecAjv(doc);
  const firstError = createSpecAjv(doc, { allErrors: false });
  const pair = (quick: ValidateFunction, full: () => ValidateFunction): ValidateFunction => {
    let all: ValidateFunction | undefined;
    const validate = ((value: unknown) => {
      if (quick(value)) {
        validate.errors = null;
        return true;
      }
      all ??= full();
      all(value);
      validate.errors = all.errors;
      return false;
    }) as ValidateFunction;
    return validate;
  };
  const cache = new Map<unknown, ValidateFunction>();
  const compiled = (schema: unknown): ValidateFunction => {
    let validate = cache.get(schema);
    if (!validate) {
      const anchored = anchor(schema) as object;
      validate = pair(firstError.compile(anchored), () => ajv.compile(anchored));
      cache.set(schema, validate);
    }
    return validate;
  };
  const named = new Map<string, ValidateFunction | undefined>();
  const namedSchema = (name: string): ValidateFunction | undefined => {
    if (!named.has(name)) {
      const ref = `${DOC_ID}#/components/schemas/${name}`;
      const quick = firstError.getSchema(ref);
      named.set(name, quick && pair(quick, () => ajv.getSchema(ref) as ValidateFunction));
    }
    return named.get(name);
  };

  const params = new Map<
    string,
    Array<{ name: string; in: string; required: boolean; schema: unknown }>
  >();
  const bodies = new Map<string, { required: boolean; schema: unknown }>();
  const responses = new Map<string, Map<string, Map<string, unknown>>>();
  for (const operation of operations) {
    params.set(
      operation.operationId,
      operation.parameters
        .filter((p) => p.in === 'query' || p.in === 'path')
        .map((p) => ({ name: p.name, in: p.in, required: p.required ?? false, schema: p.schema })),
    );
    bodies.set(operation.operationId, {
      required: operation.requestBody?.required ?? false,
      schema: operation.requestBody?.content['application/json']?.schema,
    });
    const byStatus = new Map<string, Map<string, unknown>>();
    for (const [status, response] of Object.entries(operation.responses)) {
      const byType = new Map<string, unknown>();
      for (const [type, media] of Object.entries(response.content ?? {})) {
        if (media.schema) byType.set(type, media.schema);
      }
      byStatus.set(status, byType);
    }
    responses.set(operation.operationId, byStatus);
  }

  return {
    validateRequest(operation, request) {
      const problems: Problem[] = [];
      for (const param of params.get(operation.operationId) ?? []) {
        const values =
          param.in === 'path'
            ? request.pathParams[param.name] === undefined
              ? []
              : [request.pathParams[param.name] as string]
            : request.query.getAll(param.name);
        const pointer = `${param.in}/${param.name}`;
        if (values.length === 0) {
          if (param.required) problems.push({ pointer, message: `${param.name} is required` });
          continue;
        }
        if (values.length > 1) {
          problems.push({
            pointer,
            message: `${param.name} must be given once (got ${values.length} values)`,
          });
          continue;
        }
        const validate = compiled(param.schema);
        if (!validate(values[0])) {
          // One line per parameter: alternatives (date | date-time) would otherwise repeat it.
          const [first] = toProblems('', validate.errors);
          problems.push({
            pointer,
            message: `${param.name} ${(first?.message ?? 'is invalid').replace(/^\/ /, '')} (got ${JSON.stringify(values[0]).slice(0, 80)})`,
          });
        }
      }
      const body = bodies.get(operation.operationId);
      if (body?.schema) {
        if (request.body === undefined) {
          if (body.required)
            problems.push({ pointer: 'body', message: 'A JSON request body is required' });
        } else {
          const validate = compiled(body.schema);
          if (!validate(request.body)) {
            problems.push(
              ...toProblems('body', validate.errors).map((p) => ({
                pointer: p.pointer,
                message: p.message
                  .replace(/^body\/?/, '')
                  .replace(/^\s*must/, 'body must')
                  .trim(),
              })),
            );
          }
        }
      }
      return dedupe(problems);
    },
    validateResponse(operation, status, contentType, body) {
      const byStatus = responses.get(operation.operationId);
      const byType =
        byStatus?.get(String(status)) ??
        byStatus?.get(`${String(status)[0]}XX`) ??
        byStatus?.get('default');
      if (!byType) {
        return [
          {
            pointer: '',
            message: `status ${status} is not documented for ${operation.operationId}`,
          },
        ];
      }
      if (byType.size === 0) return [];
      const schema = byType.get(contentType);
      if (!schema) {
        return [
          {
            pointer: '',
            message: `content type "${contentType}" is not documented for ${operation.operationId} ${status}`,
          },
        ];
      }
      const validate = compiled(schema);
      return validate(body) ? [] : dedupe(toProblems('', validate.errors));
    },
    validateSchema(name, value) {
      const validate = namedSchema(name);
      if (!validate)
        throw new Error(`Failed to validate against ${name}: no such schema in openapi.yaml.`);
      return validate(value) ? [] : dedupe(toProblems('', validate.errors));
    },
  };
}
