import { run } from './main.js';

// The action's entry point (dist/index.js): nothing but the call, so main.ts stays testable.
await run();
