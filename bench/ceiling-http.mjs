// Ceiling: a bare node:http server answering every request with one fixed JSON body. Nothing a
// mock can do is faster on this machine; the benchmark reports Standin as a fraction of it.
//
//   node bench/ceiling-http.mjs --port 4601 [--body-file bench/.out/overview.json]
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4601' }, 'body-file': { type: 'string' } },
});
// The body is read once, as bytes: the ceiling must not pay for JSON.stringify per request.
const body = values['body-file']
  ? readFileSync(values['body-file'])
  : Buffer.from(JSON.stringify({ status: 'ok' }));
const headers = { 'Content-Type': 'application/json', 'Content-Length': String(body.length) };

const server = http.createServer((request, response) => {
  // Drain the request body (POST targets) so keep-alive connections stay usable.
  request.resume();
  request.once('end', () => {
    response.writeHead(200, headers);
    response.end(body);
  });
});
server.keepAliveTimeout = 5_000;
server.listen(Number(values.port), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
  });
}
