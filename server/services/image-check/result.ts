/** What a picture's bytes turned out to be after reading all of them. */
export type ImageCheck =
  | { kind: 'image'; contentType: 'image/png' | 'image/jpeg'; width: number; height: number }
  /** Neither PNG nor JPEG (GIF, WebP, a PDF, text renamed to .png, …). */
  | { kind: 'other' }
  /** Starts like a PNG or JPEG but does not decode: truncated, damaged, wrong checksums. */
  | { kind: 'corrupt'; reason: string }
  /** A real image whose pixel size is over the caps (picture-data.ts). */
  | { kind: 'oversized'; width: number; height: number }
  /** An image with something else inside or after it (bytes after its end, unknown chunks). */
  | { kind: 'polyglot'; reason: string };

export const corrupt = (reason: string): ImageCheck => ({ kind: 'corrupt', reason });
export const polyglot = (reason: string): ImageCheck => ({ kind: 'polyglot', reason });
