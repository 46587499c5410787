import { describe, expect, it } from 'vitest';
import { isHttpUrlTemplate, parametersFromTemplate } from './uri-template.js';

describe('isHttpUrlTemplate', () => {
  it.each([
    ['https://api.acme.test/orders/{orderId}', true],
    ['http://localhost:8080/x{?q,page}', true],
    ['https://api.acme.test/a%20b', true],
    ['https://api.acme.test/a b', false],
    ['https://api.acme.test/a|b', false],
    ['https://api.acme.test/{unclosed', false],
    ['https://api.acme.test/{bad-name}', false],
    ['https://api.acme.test/%zz', false],
    ['ftp://files.acme.test/x', false],
    ['https://', false],
  ])('%s → %s', (url, valid) => {
    expect(isHttpUrlTemplate(url)).toBe(valid);
  });
});

describe('parametersFromTemplate', () => {
  it('path variables are required, query variables optional, each once', () => {
    expect(
      parametersFromTemplate('https://x.test/{orderId}/{order_id}{?limit,orderId}{&q}'),
    ).toEqual([
      { name: 'orderId', type: 'string', description: 'The order id', required: true },
      { name: 'order_id', type: 'string', description: 'The order id', required: true },
      { name: 'limit', type: 'integer', description: 'The limit', required: false },
      { name: 'q', type: 'string', description: 'The q', required: false },
    ]);
  });

  it('skips names a ToolParameter cannot have and keeps at most 20', () => {
    expect(parametersFromTemplate('https://x.test/{1abc}')).toEqual([]);
    const many = Array.from({ length: 25 }, (_, index) => `{p${index}}`).join('/');
    expect(parametersFromTemplate(`https://x.test/${many}`)).toHaveLength(20);
  });
});
