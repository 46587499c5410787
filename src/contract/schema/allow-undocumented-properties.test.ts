import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../document/json-values.js';
import { allowUndocumentedProperties } from './allow-undocumented-properties.js';

const closed: JsonSchema = {
  type: 'object',
  properties: {
    payload: {
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
      additionalProperties: false,
    },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
  },
  unevaluatedProperties: false,
};

describe('allowUndocumentedProperties', () => {
  const ajv = new Ajv2020({ strict: false });
  const tolerant = ajv.compile(allowUndocumentedProperties(closed));
  const original = ajv.compile(closed);

  it.each([
    { given: 'an extra top-level field', value: { payload: { name: 'a' }, _extra: 1 } },
    { given: 'an extra nested field', value: { payload: { name: 'a', _extra: 1 } } },
  ])('accepts $given that the closed schema refuses', ({ value }) => {
    expect(original(value)).toBe(false);
    expect(tolerant(value)).toBe(true);
  });

  it.each([
    { given: 'a missing required field', value: { payload: {} } },
    { given: 'a wrong type', value: { payload: { name: 1 } } },
    { given: 'a map value of the wrong type', value: { payload: { name: 'a' }, labels: { x: 1 } } },
  ])('still refuses $given', ({ value }) => {
    expect(tolerant(value)).toBe(false);
  });
});
