import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';

// One build, two entries: dist/index.js (the action) and dist/cli.js (the CLI). Shared code and
// lazily loaded parts (reporters, transports) land in dist/chunks/, so a run loads only what it needs.
export default {
  input: { index: 'src/action/index.ts', cli: 'src/cli/index.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    banner: (chunk) => (chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
    sourcemap: false,
  },
  plugins: [
    typescript({ tsconfig: './tsconfig.json', noEmit: false, outDir: 'dist', include: ['src/**/*.ts'], exclude: ['test/**', 'bench/**'] }),
    nodeResolve({ preferBuiltins: true, exportConditions: ['node'] }),
    commonjs(),
    json(),
  ],
  onwarn(warning, warn) {
    // Known, harmless: `this` at the top of some CommonJS dependencies, their internal cycles, and
    // pure-annotation comments Rollup cannot place (zod).
    if (['THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'INVALID_ANNOTATION'].includes(warning.code)) return;
    warn(warning);
  },
};
