import { parentPort } from 'node:worker_threads';
import { checkImage } from './check-image.ts';
import type { ImageCheck } from './result.ts';

// A worker thread of image-checker.ts: decoding a 24-megapixel JPEG in JavaScript takes about a
// second of CPU, which must not stall every other request of the process.

export interface CheckRequest {
  id: number;
  bytes: Uint8Array;
}

export interface CheckAnswer {
  id: number;
  result: ImageCheck;
}

async function answer({ id, bytes }: CheckRequest): Promise<void> {
  let result: ImageCheck;
  try {
    result = await checkImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    result = { kind: 'corrupt', reason: 'the image could not be read' };
  }
  parentPort?.postMessage({ id, result } satisfies CheckAnswer);
}

parentPort?.on('message', (request: CheckRequest) => void answer(request));
