// Serves the release build (dist/) on 127.0.0.1 as a production host should: gzip for clients that
// accept it, `.wasm` as application/wasm, the pages' HTML, sw.js and the manifest without a cache
// lifetime and every content-hashed file with a long one (README, "Offline and security").
//   node scripts/serve.mjs [--port 8080] [--dist dist]
// `scripts/run.sh` starts it after `trunk build --release`. Node's own modules only.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypes } from './content-types.mjs';
import { fileFor } from './site-files.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const port = Number(arg('port', process.env.PORT ?? '8080'));
const dist = resolve(arg('dist', 'dist'));

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`serve: "${arg('port', '')}" is not a port number (1 to 65535)`);
  process.exit(2);
}
try {
  await stat(join(dist, 'index.html'));
} catch {
  console.error(`serve: ${join(dist, 'index.html')} is missing: build the app first (trunk build --release)`);
  process.exit(1);
}

/** Files whose names do not change with their content (and every page's HTML): they must be asked
 * for again each visit. */
const unhashed = new Set(['sw.js', 'manifest.webmanifest']);
/** Gzipped bodies, made once per file (the build does not change while it is served). */
const gzipped = new Map();

const server = createServer(async (request, response) => {
  let path;
  try {
    path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  } catch {
    response.writeHead(400).end('bad address');
    return;
  }
  const file = fileFor(dist, path);
  let body;
  try {
    if (!file) throw new Error('no file');
    body = await readFile(file);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return;
  }
  const headers = {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'cache-control': unhashed.has(relative(dist, file)) || file.endsWith('.html') ? 'no-cache' : 'max-age=31536000, immutable',
    vary: 'accept-encoding',
  };
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '') && body.length > 512) {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
    body = gzipped.get(file);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
});

server.on('error', (error) => {
  console.error(`serve: cannot listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Grundy Lab is served at http://127.0.0.1:${port}/ (Ctrl+C stops)`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
