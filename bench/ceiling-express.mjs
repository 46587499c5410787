// Ceiling: a bare express 5 server answering every request with one fixed JSON body. Standin
// runs behind express, so this is the best it could do with its HTTP stack.
//
//   node bench/ceiling-express.mjs --port 4602 [--body-file bench/.out/overview.json]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import express from 'express';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4602' }, 'body-file': { type: 'string' } },
});
const body = values['body-file']
  ? readFileSync(values['body-file'])
  : Buffer.from(JSON.stringify({ status: 'ok' }));

const app = express();
app.disable('x-powered-by');
app.disable('etag');
// Express 5 path syntax: a named wildcard matches every path, including '/'.
app.all('/{*any}', (_request, response) => {
  response.type('application/json').send(body);
});
const server = app.listen(Number(values.port), '127.0.0.1');
server.keepAliveTimeout = 5_000;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
  });
}
