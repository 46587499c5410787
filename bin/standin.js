#!/usr/bin/env node
import { main } from '../dist/bundle/cli.js';

// `standin contract --help | head`: a reader that stops early is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
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
