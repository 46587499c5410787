#!/usr/bin/env node
import { main } from '../dist/bundle/cli.js';

// `standin contract | head`: a reader that stops early is not worth a stack trace. Like any Unix
// tool cut off by SIGPIPE, a run that had not finished ends with 141, never with a success.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 141);
    throw error;
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`[standin] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
