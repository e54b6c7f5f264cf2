// Serves a static folder (the Storybook build) on loopback: `node static-server.mjs <dir> <port>`.
// Node's own http module, so the visual tests need no extra package.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const [root = 'storybook-static', port = '6106'] = process.argv.slice(2);
const base = path.resolve(root);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  // Browsers ask for it on their own; the build has an SVG icon instead.
  if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
  let file = path.join(base, decodeURIComponent(url.pathname));
  // Never serve outside the folder.
  if (!file.startsWith(base)) return void response.writeHead(403).end();
  try {
    if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
    await stat(file);
  } catch {
    return void response.writeHead(404).end();
  }
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    // The build's assets are content-hashed, so the browser may keep them: the story-play suite opens
    // every story on a fresh page and would otherwise download and compile the preview each time.
    ...(url.pathname.startsWith('/assets/') && {
      'cache-control': 'public, max-age=31536000, immutable',
    }),
  });
  createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1', () =>
  console.info(`Serving ${root} on http://127.0.0.1:${port}`),
);
