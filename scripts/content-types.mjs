// The Content-Type of each kind of file in dist/, shared by scripts/serve.mjs (the run command's
// server) and e2e/harness.mjs (the tests' server), so both send what a production host should.
export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};
