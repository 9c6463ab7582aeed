// Bundles bench/inprocess.ts (and the src modules it imports) into bench/.build/ with the repo's
// own Rollup plugins, so the in-process numbers come from the same TypeScript output as dist/.
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import { rollup } from 'rollup';

export const INPROCESS_BUNDLE = 'bench/.build/inprocess.mjs';

export async function buildInprocessBundle() {
  const bundle = await rollup({
    input: 'bench/inprocess.ts',
    plugins: [
      typescript({
        tsconfig: './tsconfig.json',
        noEmit: false,
        outDir: 'bench/.build',
        include: ['src/**/*.ts', 'bench/**/*.ts', 'test/fixtures/servers/synthetic/*.d.mts'],
        exclude: ['test/**/*.test.ts'],
        noEmitOnError: false,
      }),
      nodeResolve({ preferBuiltins: true, exportConditions: ['node'] }),
      commonjs(),
      json(),
    ],
    onwarn(warning, warn) {
      if (['THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'INVALID_ANNOTATION'].includes(warning.code)) return;
      warn(warning);
    },
  });
  await bundle.write({ file: INPROCESS_BUNDLE, format: 'es' });
  await bundle.close();
  return INPROCESS_BUNDLE;
}
