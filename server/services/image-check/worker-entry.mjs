// Entry of an image-check worker thread. A worker does not inherit the parent's `--import tsx`
// hooks in time for its first module on Node 20, so it registers tsx itself, then loads the
// TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
