// Jest (in CommonJS mode on Node 20) cannot require ESM-only packages such as Kysely 0.29, so the
// server projects compile those few packages to CommonJS with esbuild, which tsx already ships.
import { transformSync } from 'esbuild';

export default {
  process(sourceText, sourcePath) {
    const { code, map } = transformSync(sourceText, {
      format: 'cjs',
      loader: 'js',
      target: 'node20',
      sourcefile: sourcePath,
      sourcemap: true,
    });
    return { code, map };
  },
};
