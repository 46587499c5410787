import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS with `exports.default`; under NodeNext the default import is the module.
const addFormats = addFormatsModule.default;

/** Whether a value satisfies a (dereferenced) schema; `true` when the schema cannot be compiled. */
export type ValueCheck = (schema: object, value: unknown) => boolean;

/**
 * One ajv instance for a reconcile, compiling each schema object once. Tolerant of unknown
 * keywords (`x-standin-source`, `example`): reconcile asks whether a value fits, not whether the
 * document is valid.
 *
 * @example
 * const fits = createValueCheck();
 * fits({ type: 'string', format: 'date-time' }, '2026-01-01'); // false
 */
export function createValueCheck(): ValueCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction | undefined>();
  return (schema, value) => {
    if (!compiled.has(schema)) {
      try {
        compiled.set(schema, ajv.compile(schema));
      } catch {
        compiled.set(schema, undefined);
      }
    }
    const validate = compiled.get(schema);
    return validate ? validate(value) === true : true;
  };
}
