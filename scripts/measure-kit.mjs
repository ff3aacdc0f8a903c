#!/usr/bin/env node
// Measures what the kit costs a screen that imports only Button and Input from ui/index.ts:
// the gzip size of a production bundle with React and styled-components left out.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const entryDir = resolve('.tmp/measure-kit');
mkdirSync(entryDir, { recursive: true });
const entry = resolve(entryDir, 'entry.ts');
writeFileSync(entry, "export { Button, Input } from '../../ui';\n");

const external = [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/];
const output = await build({
  configFile: false,
  logLevel: 'silent',
  build: {
    write: false,
    minify: true,
    lib: { entry, formats: ['es'], fileName: 'kit' },
    rollupOptions: { external: (id) => external.some((pattern) => pattern.test(id)) },
  },
});
const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
let raw = 0;
let gzip = 0;
for (const chunk of chunks) {
  const code = chunk.type === 'chunk' ? chunk.code : chunk.source;
  raw += Buffer.byteLength(code);
  gzip += gzipSync(code, { level: 9 }).length;
}
console.log(
  `Button + Input from ui/: ${(raw / 1024).toFixed(1)} KiB minified, ${(gzip / 1024).toFixed(1)} KiB gzip`,
);
