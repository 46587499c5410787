import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** One side of a diff as text, with where it came from. */
export interface DiffSource {
  label: string;
  text: string;
  /** The file's absolute path when it is a file (relative `$ref`s resolve beside it). */
  location?: string;
}

/**
 * Read one side of `standin diff`: a file path, or `git:REF:path` read with `git show REF:path`
 * in `cwd`'s repository (the version of openapi.yaml on `main`, say, against the working copy).
 * Rejects with one line that says what is missing and what to do.
 *
 * @example
 * await readDiffSource('git:origin/main:openapi.yaml', process.cwd());
 * await readDiffSource('openapi.yaml', process.cwd());
 */
export async function readDiffSource(spec: string, cwd: string): Promise<DiffSource> {
  if (!spec.startsWith('git:')) {
    const location = resolve(cwd, spec);
    try {
      return { label: spec, text: await readFile(location, 'utf8'), location };
    } catch (error) {
      const code = (error as { code?: string }).code ?? String(error);
      throw new Error(`cannot read ${spec} (${code}). Pass an openapi.yaml or git:REF:path.`, {
        cause: error,
      });
    }
  }
  const rest = spec.slice('git:'.length);
  const colon = rest.lastIndexOf(':');
  const ref = colon > 0 ? rest.slice(0, colon) : '';
  const path = colon > 0 ? rest.slice(colon + 1) : '';
  if (ref === '' || path === '')
    throw new Error(`${spec} is not git:REF:path. Write it as git:main:openapi.yaml.`);
  const text = await gitShow(`${ref}:${path}`, cwd).catch((error: Error) => {
    throw new Error(`cannot read ${spec}: ${error.message}`, { cause: error });
  });
  return { label: spec, text };
}

function gitShow(object: string, cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      'git',
      ['show', object],
      { cwd, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error === null) return done(stdout);
        if ((error as { code?: unknown }).code === 'ENOENT')
          return fail(
            new Error('git is not installed or not on PATH. Install git, or pass a file.'),
          );
        const reason = String(stderr)
          .split('\n')
          .map((line) => line.replace(/^fatal: /, '').trim())
          .find((line) => line !== '');
        fail(
          new Error(
            `${reason ?? error.message}. Check the ref and the path (relative to the repository root).`,
          ),
        );
      },
    );
  });
}
