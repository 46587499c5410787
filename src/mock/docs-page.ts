import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// swagger-ui-dist ships the reference page's scripts and styles as files, so the page works
// offline: nothing is fetched from a CDN.
const require = createRequire(import.meta.url);
const assetsFolder = dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The API reference page; it loads openapi.yaml from the mock itself. */
export function renderDocsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Standin — API reference</title>
  <link rel="icon" href="/__standin/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/__standin/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/__standin/docs/assets/swagger-ui-bundle.js"></script>
  <script>
    window.ui = SwaggerUIBundle({ url: '/__standin/openapi.yaml', dom_id: '#swagger-ui', deepLinking: true });
  </script>
</body>
</html>
`;
}

/** One asset of the page, or undefined for a name that is not one (never a path outside). */
export async function serveDocsAsset(name: string): Promise<Response | undefined> {
  const type = ASSETS[name];
  if (!type) return undefined;
  const bytes = await readFile(join(assetsFolder, name));
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' },
  });
}
