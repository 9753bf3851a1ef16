import { encode as encodeJpeg } from 'jpeg-js';
import { createDeflate, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkImage } from '../../server/services/image-check/check-image.ts';
import { checkPicture } from '../../server/services/image-check/image-checker.ts';
import { pngChunk } from '../../server/services/png-encoder.ts';
import {
  auth,
  call,
  expectFailure,
  expectFieldError,
  useContentFixture,
} from './helpers/content.ts';

// Security probe round, Low findings 4 and 5 (server/README.md "Smaller hardening"): a 187 KB PNG
// took the server from 586 to 967 MB while being checked, and valid 20 and 24 Mpx JPEGs were
// refused because the check decoded them to pixels under jpeg-js's memory cap.

const content = useContentFixture();
const PATH = '/wps/relay/MCSFE_signUpRequestReward';
/** A seeded promotion that takes pictures and no remark. */
const IMAGE_ONLY = 105;
const MB = 1024 * 1024;

const submit = (picture: Buffer) =>
  call(content.fixture.app, PATH, {
    method: 'POST',
    body: { promotionId: IMAGE_ONLY, pictures: [picture.toString('base64')] },
    headers: auth(content.token.player),
  });

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(
  width: number,
  height: number,
  colourType: number,
  depth: number,
  idat: Buffer,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = colourType;
  return Buffer.concat([
    SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Deflates `size` zero bytes a megabyte at a time, so the test itself never holds them. */
function deflatedZeros(size: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const deflate = createDeflate({ level: 9 });
    const parts: Buffer[] = [];
    deflate.on('data', (part: Buffer) => parts.push(part));
    deflate.on('end', () => resolve(Buffer.concat(parts)));
    deflate.on('error', reject);
    const zeros = Buffer.alloc(MB);
    for (let left = size; left > 0; left -= MB)
      deflate.write(left >= MB ? zeros : zeros.subarray(0, left));
    deflate.end();
  });
}

/**
 * The process's resident memory at its highest while `work` runs, above what it was before. The
 * check runs on a worker thread of this process, so sampling the main thread every 2 ms sees it.
 */
async function peakRssGrowth(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().rss) - before;
}

/**
 * A flat grey JPEG of any size as jpeg-js's encoder writes it, without encoding every block: every
 * block of a flat 128 grey is "DC difference 0, end of block" in each of the three components, so
 * the entropy-coded data is one 7-byte pattern per 4 MCUs (the first test shows the result equals
 * the encoder's own output). Encoding 24 Mpx with jpeg-js would take 4–6 s here.
 */
function flatJpeg(width: number, height: number): Buffer {
  const mcus = Math.ceil(width / 8) * Math.ceil(height / 8);
  if (mcus % 4 !== 0) throw new Error('the pattern covers 4 MCUs at a time');
  const small = Buffer.from(
    encodeJpeg({ width: 32, height: 8, data: Buffer.alloc(32 * 8 * 4, 128) }, 10).data,
  );
  const frame = small.indexOf(Buffer.from([0xff, 0xc0]));
  small.writeUInt16BE(height, frame + 5);
  small.writeUInt16BE(width, frame + 7);
  const scan = small.lastIndexOf(Buffer.from([0xff, 0xda]));
  const dataStart = scan + 2 + small.readUInt16BE(scan + 2);
  const pattern = small.subarray(dataStart, dataStart + 7);
  // jpeg-js pads a scan that ends on a byte boundary with a whole stuffed byte of one-bits.
  return Buffer.concat([
    small.subarray(0, dataStart),
    Buffer.alloc((mcus / 4) * 7).fill(pattern),
    Buffer.from([0xff, 0x00, 0xff, 0xd9]),
  ]);
}

describe('a PNG decompression bomb costs the check no memory', () => {
  it('refuses a 187 KB PNG that inflates past the 192 MB its header promises, with the envelope, without holding the pixels', async () => {
    // 6,000 × 4,000 RGBA at 16 bits: rows of 1 + 48,000 bytes, 192,004,000 bytes in all, within the
    // pixel caps. The data inflates to 1 MB more than that: zeros, so every row's filter byte is valid.
    const expected = 4000 * (1 + 6000 * 8);
    const bomb = png(6000, 4000, 6, 16, await deflatedZeros(expected + MB));
    expect(bomb.length).toBeLessThan(200_000);
    // Warm up: the first picture starts the check's worker thread (its own start costs tens of MB).
    expectFieldError(
      await submit(png(2, 2, 0, 8, deflateSync(Buffer.from([0, 1, 2, 9, 3, 4])))),
      'pictures.0',
    );
    let answer: Awaited<ReturnType<typeof submit>> | undefined;
    const growth = await peakRssGrowth(async () => {
      answer = await submit(bomb);
    });
    expectFieldError(answer as Awaited<ReturnType<typeof submit>>, 'pictures.0');
    expect(JSON.stringify(answer?.body.value)).toContain('size the header promises');
    // Inflating it whole (and copying it into one buffer) grew the process by about 380 MB. Streamed
    // in 64 KB pieces, the check holds one piece and the 187 KB picture; the request (a 250 KB body,
    // its decoded copy, the copy sent to the worker) a few MB more. 48 MB leaves room for the
    // allocator and garbage collection while staying far below one decoded picture (192 MB).
    expect(growth).toBeLessThan(48 * MB);
  });

  it('still refuses a PNG whose data stops short or carries a bad filter byte deep inside', async () => {
    const rows = 300;
    const raw = Buffer.alloc(rows * 101);
    expect(await checkImage(png(100, rows, 0, 8, deflateSync(raw)))).toMatchObject({
      kind: 'image',
    });
    expect(
      await checkImage(png(100, rows, 0, 8, deflateSync(raw.subarray(0, raw.length - 1)))),
    ).toMatchObject({ kind: 'corrupt' });
    raw[250 * 101] = 7;
    expect(await checkImage(png(100, rows, 0, 8, deflateSync(raw)))).toMatchObject({
      kind: 'corrupt',
      reason: 'a row of pixels has an unknown filter',
    });
    expect(await checkImage(png(100, rows, 0, 8, deflateSync(raw).subarray(0, 40)))).toMatchObject({
      kind: 'corrupt',
    });
  });
});

describe('20 and 24 megapixel JPEGs within 5 MB', () => {
  it('builds the same bytes as the jpeg-js encoder', () => {
    expect(
      flatJpeg(64, 32).equals(
        Buffer.from(
          encodeJpeg({ width: 64, height: 32, data: Buffer.alloc(64 * 32 * 4, 128) }, 10).data,
        ),
      ),
    ).toBe(true);
  });

  it('takes a 20 Mpx (5,472 × 3,648) and a 24 Mpx (6,000 × 4,000) photo, reading every block', async () => {
    for (const [width, height] of [
      [5472, 3648],
      [6000, 4000],
    ] as const) {
      const jpeg = flatJpeg(width, height);
      expect(jpeg.length).toBeLessThan(5_242_880);
      expect(await checkImage(jpeg)).toEqual({
        kind: 'image',
        contentType: 'image/jpeg',
        width,
        height,
      });
      // One MCU's data missing: the last blocks run into the end marker.
      const short = Buffer.concat([
        jpeg.subarray(0, jpeg.length - 11),
        jpeg.subarray(jpeg.length - 4),
      ]);
      expect(await checkImage(short)).toMatchObject({ kind: 'corrupt' });
    }
  });

  it('checks the 24 Mpx photo on the worker without decoding it to pixels, and the application takes it', async () => {
    const jpeg = flatJpeg(6000, 4000);
    // A refused picture starts the worker and leaves the promotion open.
    expectFieldError(
      await submit(png(2, 2, 0, 8, deflateSync(Buffer.from([0, 1, 2, 9, 3, 4])))),
      'pictures.0',
    );
    let result: unknown;
    const growth = await peakRssGrowth(async () => {
      result = await checkPicture(jpeg);
    });
    expect(result).toEqual({ kind: 'image', contentType: 'image/jpeg', width: 6000, height: 4000 });
    // Decoding it to pixels took about 300 MB (every 8 × 8 block as its own typed array, then the
    // picture three times over); reading its codes keeps nothing per block, and the worker holds
    // the 657 KB picture. The same 48 MB bound as the PNG above.
    expect(growth).toBeLessThan(48 * MB);
    // Stored through the call (the database's own memory for the stored picture is not the check's).
    expect((await submit(jpeg)).body).toEqual({
      success: true,
      value: { success: true, status: 'Applying', requestId: expect.any(Number) },
    });
  });

  it('refuses data hidden after a scan, and codes the Huffman tables do not define', async () => {
    const jpeg = flatJpeg(64, 32);
    const hidden = Buffer.concat([
      jpeg.subarray(0, jpeg.length - 4),
      Buffer.from('PK\x03\x04', 'latin1'),
      jpeg.subarray(jpeg.length - 4),
    ]);
    expect(await checkImage(hidden)).toMatchObject({ kind: 'polyglot' });
    const garbled = Buffer.from(jpeg);
    garbled.fill(0xfe, garbled.length - 60, garbled.length - 4);
    expect(await checkImage(garbled)).toMatchObject({ kind: 'corrupt' });
    expectFailure(await submit(garbled), 400, 'request_param_err');
  });
});

describe('progressive JPEGs', () => {
  // Written by the system's libjpeg (jpeg_simple_progression): 9 × 17 with 2 × 2 luma sampling, and
  // 17 × 9 with 4 × 2 luma sampling and a restart marker after every MCU. Each holds DC first and
  // refinement scans and AC first and refinement scans with end-of-band runs.
  const progressive = [
    [
      '9 × 17',
      9,
      17,
      '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wgARCAARAAkDASIAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAABwAFCP/EABcBAAMBAAAAAAAAAAAAAAAAAAEDBQf/2gAMAwEAAhADEAAAAcfoIbeSoPXazmx//8QAGxAAAQQDAAAAAAAAAAAAAAAAAAECBhMDBBD/2gAIAQEAAQUCh+ujSppEMBUpC+f/xAAaEQACAgMAAAAAAAAAAAAAAAAAAQURMUKB/9oACAEDAQE/AVbwR+3D/8QAHhEAAAQHAAAAAAAAAAAAAAAAAAECAwYyRIKxwcL/2gAIAQIBAT8BcdQ3Ng9EI3p7uR//xAAeEAABAgcBAAAAAAAAAAAAAAAAAxEBAhAhMUGh4f/aAAgBAQAGPwKTR6Ju1zHYCVP/xAAdEAACAgEFAAAAAAAAAAAAAAAAAREh8BCBscHR/9oACAEBAAE/IWDNJqe5hIqaChj9Dp50/9oADAMBAAIAAwAAABAuD//EABsRAAIBBQAAAAAAAAAAAAAAAAABESExcZHB/9oACAEDAQE/EIFW2i7Ho//EABoRAQABBQAAAAAAAAAAAAAAAAEREDFRcYH/2gAIAQIBAT8QgkrOEtsjtO//xAAhEAACAgECBwAAAAAAAAAAAAABIQARMUFREGFxkbHh8P/aAAgBAQABPxCsnx6ZsZolaEbbmfXphVATB1QFp277Azlpc+jwcP/Z',
    ],
    [
      '17 × 9',
      17,
      9,
      '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjL/wgARCAAJABEDAUIAAhEBAxEB/8QAGAAAAgMAAAAAAAAAAAAAAAAAAAQBAgP/xAAVAQEBAAAAAAAAAAAAAAAAAAAAAv/dAAQAAf/aAAwDAQACEAMQAAABVmxou0W//8QAGxAAAgEFAAAAAAAAAAAAAAAAAAUBAgQSFTX/2gAIAQEAAQUCX0n/0GMTsP/RxP/SXn//073qf//UP//EABURAQEAAAAAAAAAAAAAAAAAAABR/9oACAEDAQE/AY//xAAWEQEBAQAAAAAAAAAAAAAAAAABABH/2gAIAQIBAT8BDb//xAAbEAACAgMBAAAAAAAAAAAAAAAAAhEhATFysf/aAAgBAQAGPwLB/9BZilqj/9HR/9I//9N+V8P/1D//xAAcEAADAAIDAQAAAAAAAAAAAAAAARFRcSFBkfD/2gAIAQEAAT8hF//Qi6JPCGlvdP/RnL0//9Lp9g//0zD/1D//2gAMAwEAAgADAAAAEA8//8QAGBEAAgMAAAAAAAAAAAAAAAAAAREAccH/2gAIAQMBAT8QLVNM/8QAFhEAAwAAAAAAAAAAAAAAAAAAABEh/9oACAECAQE/ELGf/8QAHRABAAIBBQEAAAAAAAAAAAAAAQARITFBUWFx8P/aAAgBAQABPxDpuAXaf//QC3VNEbw0pMhS1b5P/9GA/9LX7Y//0/lcJ//Un//Z',
    ],
  ] as const;

  it.each(progressive)(
    'takes a %s progressive JPEG and refuses it cut short',
    async (_, width, height, base64) => {
      const jpeg = Buffer.from(base64, 'base64');
      expect(await checkImage(jpeg)).toEqual({
        kind: 'image',
        contentType: 'image/jpeg',
        width,
        height,
      });
      const cut = Buffer.concat([
        jpeg.subarray(0, jpeg.length - 30),
        jpeg.subarray(jpeg.length - 2),
      ]);
      expect(await checkImage(cut)).toMatchObject({ kind: 'corrupt' });
    },
  );
});
