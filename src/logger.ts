/**
 * The one logger: every line starts with `[standin]`, goes to a stream passed in (stderr by
 * default), and never sees a secret — callers pass redacted values (see src/spec/redact.ts).
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface LogStream {
  write(chunk: string): unknown;
}

/**
 * @example
 * const logger = createLogger({ stream: process.stderr });
 * logger.info('listening on http://127.0.0.1:4010');
 */
export function createLogger(options: { stream?: LogStream; quiet?: boolean } = {}): Logger {
  const stream =
    options.stream ?? (globalThis as { process?: { stderr: LogStream } }).process?.stderr;
  const write = (level: string, message: string) => {
    stream?.write(`[standin]${level} ${message}\n`);
  };
  return {
    info: (message) => {
      if (!options.quiet) write('', message);
    },
    warn: (message) => write(' warning:', message),
    error: (message) => write(' error:', message),
  };
}

/** A logger that drops everything (tests, and `--quiet` for info lines). */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
