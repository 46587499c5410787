/**
 * Start the FastAPI backend by hand (after compiling it, e.g. with tsc) to run `standin
 * contract` or `standin reconcile` against it: prints the URL, credentials and token secret as
 * JSON. Options: --port N, --prefix P, --token-secret S, --defect NAME (repeatable).
 */
import { parseArgs } from 'node:util';
import { startFastApiBackend, type FastApiDefect } from './index.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    prefix: { type: 'string' },
    'token-secret': { type: 'string' },
    defect: { type: 'string', multiple: true, default: [] },
  },
});
const backend = await startFastApiBackend({
  port: Number(values.port),
  defects: values.defect as FastApiDefect[],
  ...(values.prefix !== undefined ? { prefix: values.prefix } : {}),
  ...(values['token-secret'] !== undefined ? { tokenSecret: values['token-secret'] } : {}),
});
process.stdout.write(
  `${JSON.stringify({ url: backend.url, prefix: backend.prefix, secret: backend.secret, ...backend.credentials, projectId: backend.sandboxProjectId })}\n`,
);
process.once('SIGTERM', () => void backend.close());
process.once('SIGINT', () => void backend.close());
