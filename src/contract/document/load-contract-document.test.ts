import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC_PATH, loadContractDocument } from './load-contract-document.js';

describe('loadContractDocument', () => {
  it('dereferences openapi.yaml so every schema carries its own x-standin-source', async () => {
    const document = (await loadContractDocument()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<
              string,
              { content: Record<string, { schema: Record<string, unknown> }> }
            >;
          }
        >
      >;
    };
    const schema =
      document.paths['/auth/login']?.post?.responses['200']?.content['application/json']?.schema;
    expect(schema?.['x-standin-source']).toBe('seed');
    expect(
      (schema?.properties as Record<string, Record<string, unknown>>).user?.['x-standin-source'],
    ).toBe('assumed');
  });

  it('reads the file every time: the same text gives the same document, an edit a new one', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'standin-spec-')), 'openapi.yaml');
    const text = await readFile(DEFAULT_SPEC_PATH, 'utf8');
    await writeFile(path, text);
    const first = await loadContractDocument(path);
    expect(await loadContractDocument(path)).toBe(first);
    await writeFile(
      path,
      text.replace('summary: The contract Standin mocks and checks.', 'summary: Edited.'),
    );
    const edited = await loadContractDocument(path);
    expect(edited).not.toBe(first);
    expect((edited.info as { summary: string }).summary).toBe('Edited.');
  });

  it('says what is wrong with a file that is not an OpenAPI document', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'standin-spec-')), 'openapi.yaml');
    await writeFile(path, 'openapi: [unclosed');
    await expect(loadContractDocument(path)).rejects.toThrow(`${path} is not valid YAML`);
    await writeFile(path, 'openapi: 3.1.0\n');
    await expect(loadContractDocument(path)).rejects.toThrow('it has no "paths" object');
  });
});
