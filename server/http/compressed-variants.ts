import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** The encodings an Accept-Encoding header allows (q=0 refuses one), lower-case. */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<string | undefined> {
  if (acceptEncoding === undefined) return new Set();
  return new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.trim()),
  );
}

/** Picks br over gzip when the client accepts it (q=0 refuses an encoding). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Compressed copies of static files: a precompressed sibling (file.br, file.gz) when the build made
 * one, else compressed once and kept in memory, keyed by modification time so a rebuild is noticed.
 */
export class CompressedVariants {
  private readonly cache = new Map<string, Buffer>();
  private bytes = 0;

  async get(file: string, mtimeMs: number, encoding: Encoding, original: Buffer): Promise<Buffer> {
    const key = `${encoding}:${mtimeMs}:${file}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const variant =
      (await this.precompressed(file, encoding)) ?? (await this.compress(original, encoding));
    this.remember(key, variant);
    return variant;
  }

  private async precompressed(file: string, encoding: Encoding): Promise<Buffer | undefined> {
    try {
      return await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
    } catch {
      return undefined;
    }
  }

  private compress(original: Buffer, encoding: Encoding): Promise<Buffer> {
    return encoding === 'br'
      ? brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        })
      : gzipAsync(original, { level: 9 });
  }

  private remember(key: string, variant: Buffer): void {
    // Oldest first out: a Map iterates in insertion order.
    while (this.bytes + variant.length > MAX_CACHE_BYTES && this.cache.size > 0) {
      const [oldestKey, oldest] = this.cache.entries().next().value ?? [];
      if (oldestKey === undefined || oldest === undefined) break;
      this.cache.delete(oldestKey);
      this.bytes -= oldest.length;
    }
    this.cache.set(key, variant);
    this.bytes += variant.length;
  }
}
