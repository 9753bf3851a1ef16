import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { WorkSlots } from '../work-slots.ts';
import type { ImageCheck } from './result.ts';
import type { CheckAnswer, CheckRequest } from './worker.ts';

// Pictures are checked on worker threads, at most one less than the machine's cores at once (one on
// two cores), with a short queue; a burst beyond it is refused with 429 by the slots. A worker that
// runs out of memory or time is replaced, and the picture counts as unreadable.

const WORKERS = Math.max(1, availableParallelism() - 1);
const QUEUE = 12;
/** A check of the largest allowed picture takes about a second here; ten is plenty. */
const CHECK_TIMEOUT_MS = 10_000;
/** JavaScript heap per worker; the decoded pixels live outside it, bounded by the pixel caps. */
const WORKER_HEAP_MB = 256;

const WORKER_URL = new URL('./worker-entry.mjs', import.meta.url);

let nextId = 1;
const idle: Worker[] = [];
const slots = new WorkSlots(WORKERS, QUEUE);

function startWorker(): Worker {
  // The worker is TypeScript like the rest of the server: worker-entry.mjs loads it through tsx.
  const worker = new Worker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  worker.unref();
  return worker;
}

function runOn(worker: Worker, bytes: Buffer): Promise<{ result: ImageCheck; reusable: boolean }> {
  const id = nextId++;
  return new Promise((resolve) => {
    const finish = (result: ImageCheck, reusable: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onFailure);
      worker.off('exit', onFailure);
      resolve({ result, reusable });
    };
    const onMessage = (answer: CheckAnswer) => {
      if (answer.id === id) finish(answer.result, true);
    };
    const onFailure = () =>
      finish(
        { kind: 'corrupt', reason: 'the image could not be decoded within the limits' },
        false,
      );
    const timer = setTimeout(onFailure, CHECK_TIMEOUT_MS);
    worker.on('message', onMessage);
    worker.on('error', onFailure);
    worker.on('exit', onFailure);
    worker.postMessage({ id, bytes } satisfies CheckRequest);
  });
}

/** Reads a picture whole off the request thread (check-image.ts says what is checked). */
export function checkPicture(bytes: Buffer): Promise<ImageCheck> {
  return slots.run(async () => {
    const worker = idle.pop() ?? startWorker();
    const { result, reusable } = await runOn(worker, bytes);
    if (reusable) idle.push(worker);
    else void worker.terminate();
    return result;
  });
}

/** Pictures being checked and waiting, for tests and diagnostics. */
export const pictureCheckSlots = slots;
