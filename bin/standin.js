#!/usr/bin/env node
import { main } from '../dist/bundle/cli.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`[standin] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
