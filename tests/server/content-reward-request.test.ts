import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rewardRequestPictures, rewardRequests } from '../../server/db/schema.ts';
import { encode as encodeJpeg } from 'jpeg-js';
import { crc32, encodePng } from '../../server/services/png-encoder.ts';
import { rewardUploadSlots } from '../../server/routes/reward-requests.ts';
import {
  auth,
  call,
  expectFailure,
  expectFieldError,
  sessionToken,
  switchOff,
  useContentFixture,
} from './helpers/content.ts';

const content = useContentFixture();

const PATH = '/wps/relay/MCSFE_signUpRequestReward';
const MAX = 5_242_880;

// Promotions of the seed, one per requirement combination (remark, image).
const BOTH = 104;
const IMAGE_ONLY = 105;
const REMARK_ONLY = 106;
const NEITHER = 107;

const png = (width = 4, height = 3) =>
  encodePng({ width, height, channels: 3, pixels: new Uint8Array(width * height * 3).fill(200) });
/** A real 16×16 JPEG (the server decodes every picture whole). */
const jpeg = () =>
  encodeJpeg({ width: 16, height: 16, data: Buffer.alloc(16 * 16 * 4, 180) }, 80).data;
const gif = () =>
  Buffer.from(
    'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
    'latin1',
  );
const dataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`;
/** A valid PNG of exactly `size` bytes: a real image with a tEXt comment chunk of the right length. */
const pngOfSize = (size: number) => {
  const image = png();
  const text = Buffer.alloc(size - image.length - 12, 'x');
  text.write('Comment\0', 'latin1');
  const head = Buffer.alloc(8);
  head.writeUInt32BE(text.length, 0);
  head.write('tEXt', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), text])), 0);
  // After the signature (8 bytes) and IHDR (25 bytes).
  return Buffer.concat([image.subarray(0, 33), head, text, crc, image.subarray(33)]);
};
const submit = (body: unknown, headers: Record<string, string> = auth(content.token.player)) =>
  call(content.fixture.app, PATH, { method: 'POST', body, headers });

async function storedRequests(userName: string) {
  return content.fixture.database.db
    .select()
    .from(rewardRequests)
    .where(eq(rewardRequests.userName, userName));
}

describe('POST MCSFE_signUpRequestReward: requirement combinations', () => {
  it('stores a request with remark and pictures (PNG and JPEG by content) and reports Applying', async () => {
    const pictures = [dataUrl(png()), dataUrl(jpeg(), 'image/jpeg'), png().toString('base64')];
    const answer = await submit({ promotionId: BOTH, remarks: 'friend: rafi_2024', pictures });
    expect(answer.body).toEqual({
      success: true,
      value: { success: true, status: 'Applying', requestId: expect.any(Number) },
    });
    const [request] = await storedRequests('demo_player').then((rows) =>
      rows.filter((row) => row.promotionId === BOTH),
    );
    expect(request).toMatchObject({ remarks: 'friend: rafi_2024', status: 'applying' });
    const stored = await content.fixture.database.db
      .select()
      .from(rewardRequestPictures)
      .where(eq(rewardRequestPictures.requestId, request?.id ?? 0))
      .orderBy(rewardRequestPictures.sequence);
    expect(
      stored.map((picture) => [picture.sequence, picture.contentType, picture.byteSize]),
    ).toEqual([
      [1, 'image/png', png().length],
      [2, 'image/jpeg', jpeg().length],
      [3, 'image/png', png().length],
    ]);
    expect(Buffer.compare(stored[1]?.data ?? Buffer.alloc(0), jpeg())).toBe(0);
    const list = await call(content.fixture.app, '/wps/relay/MCSFE_getListAnnouncements?types=PR', {
      headers: auth(content.token.player),
    });
    expect(
      (list.body.value as { promotion: { id: number; status: string }[] }).promotion.find(
        (entry) => entry.id === BOTH,
      )?.status,
    ).toBe('Applying');
  });

  it('accepts image only, remark only and neither, each with exactly what it asks', async () => {
    expect(
      (await submit({ promotionId: IMAGE_ONLY, pictures: [dataUrl(png())] })).body.value,
    ).toMatchObject({ success: true, status: 'Applying' });
    expect(
      (await submit({ promotionId: REMARK_ONLY, remarks: '১৫ জানুয়ারি ১৯৯০' })).body.value,
    ).toMatchObject({ success: true, status: 'Applying' });
    expect(
      (await submit({ promotionId: NEITHER, remarks: '', pictures: [] })).body.value,
    ).toMatchObject({ success: true, status: 'Applying' });
    expect((await storedRequests('demo_player')).length).toBe(3 + 3);
  });

  it('requires what the promotion asks and refuses what it does not take', async () => {
    expectFieldError(await submit({ promotionId: BOTH, pictures: [dataUrl(png())] }), 'remarks');
    expectFieldError(await submit({ promotionId: BOTH, remarks: 'x' }), 'pictures');
    expectFieldError(
      await submit({ promotionId: IMAGE_ONLY, remarks: 'hello', pictures: [dataUrl(png())] }),
      'remarks',
    );
    expectFieldError(
      await submit({ promotionId: REMARK_ONLY, remarks: 'x', pictures: [dataUrl(png())] }),
      'pictures',
    );
    expectFieldError(await submit({ promotionId: NEITHER, remarks: '   x  ' }), 'remarks');
    expectFieldError(await submit({ promotionId: REMARK_ONLY, remarks: '   ' }), 'remarks');
    expect(await storedRequests('demo_player')).toHaveLength(3);
  });

  it('takes a remark of 140 characters and refuses 141', async () => {
    expectFieldError(
      await submit({ promotionId: REMARK_ONLY, remarks: 'ক'.repeat(141) }),
      'remarks',
    );
    expect(
      (await submit({ promotionId: REMARK_ONLY, remarks: 'ক'.repeat(140) })).body.value,
    ).toMatchObject({ success: true });
  });
});

describe('POST MCSFE_signUpRequestReward: upload rules', () => {
  it('refuses a wrong type by content, whatever the name or declared type says', async () => {
    for (const picture of [
      dataUrl(gif()),
      dataUrl(Buffer.from('just some text, not an image'), 'image/jpeg'),
      Buffer.from('%PDF-1.4').toString('base64'),
    ]) {
      expectFieldError(
        await submit({ promotionId: IMAGE_ONLY, pictures: [dataUrl(png()), picture] }),
        'pictures.1',
        'upload.type',
      );
    }
    expect(await storedRequests('demo_player')).toHaveLength(3);
  });

  it('takes a picture of exactly 5,242,880 bytes and refuses one byte more', async () => {
    expectFieldError(
      await submit({ promotionId: IMAGE_ONLY, pictures: [dataUrl(pngOfSize(MAX + 1))] }),
      'pictures.0',
      'upload.size',
    );
    const fresh = await sessionToken(content.fixture.database, 'big_picture');
    const answer = await submit(
      { promotionId: IMAGE_ONLY, pictures: [dataUrl(pngOfSize(MAX))] },
      auth(fresh),
    );
    expect(answer.body.value).toMatchObject({ success: true, status: 'Applying' });
  });

  it('refuses a fourth picture', async () => {
    expectFieldError(
      await submit({ promotionId: IMAGE_ONLY, pictures: [1, 2, 3, 4].map(() => dataUrl(png())) }),
      'pictures',
      'upload.count',
    );
  });

  it('refuses unreadable data and a damaged image as request_param_err on that picture', async () => {
    const unreadable = [
      '',
      'not base64 at all!',
      'data:image/png;base64,@@@@',
      'data:image/png,rawtext',
      'abc',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64'),
    ];
    for (const picture of unreadable)
      expectFieldError(
        await submit({ promotionId: IMAGE_ONLY, pictures: [picture] }),
        'pictures.0',
      );
    // A JPEG that ends before its frame header.
    expectFieldError(
      await submit({ promotionId: IMAGE_ONLY, pictures: [dataUrl(jpeg().subarray(0, 22))] }),
      'pictures.0',
    );
  });

  it('refuses a picture with something after its end (a polyglot) as upload.type, and one with too many pixels as upload.size', async () => {
    const before = (await storedRequests('demo_player')).length;
    const polyglot = Buffer.concat([png(), Buffer.from('<html><script>alert(1)</script></html>')]);
    expectFieldError(
      await submit({ promotionId: IMAGE_ONLY, pictures: [dataUrl(png()), dataUrl(polyglot)] }),
      'pictures.1',
      'upload.type',
    );
    // A header claiming 9,000 px a side: refused on the header, before any pixel is inflated.
    const wide = png();
    wide.writeUInt32BE(9000, 16);
    wide.writeUInt32BE(crc32(wide.subarray(12, 29)), 29);
    expectFieldError(
      await submit({ promotionId: IMAGE_ONLY, pictures: [dataUrl(wide)] }),
      'pictures.0',
      'upload.size',
    );
    expect(await storedRequests('demo_player')).toHaveLength(before);
  });

  it('takes at most four uploads at once and queues eight; the next one is refused with 429 until a slot frees', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = Array.from({ length: 12 }, () => rewardUploadSlots.run(() => gate));
    try {
      expectFailure(
        await submit({ promotionId: IMAGE_ONLY, pictures: [dataUrl(png())] }),
        429,
        'too.many.requests',
      );
    } finally {
      // The four running uploads finish; each hands its slot to a waiting one, until all twelve are done.
      open();
      await Promise.all(held);
    }
    expect(rewardUploadSlots.peakActive).toBeLessThanOrEqual(4);
    expect(
      (await submit({ promotionId: IMAGE_ONLY, pictures: [dataUrl(png())] })).body.value,
    ).toMatchObject({ success: true });
  });

  it('refuses a body larger than three largest pictures could make as upload.size', async () => {
    const huge = 'A'.repeat(22 * 1024 * 1024);
    expectFieldError(
      await submit({ promotionId: IMAGE_ONLY, pictures: [huge] }),
      'body',
      'upload.size',
    );
  });
});

describe('POST MCSFE_signUpRequestReward: one request per player and promotion', () => {
  it('answers a second identical submission with the stored request instead of a new one', async () => {
    const body = { promotionId: BOTH, remarks: 'friend: mitu', pictures: [dataUrl(png())] };
    const first = (await submit(body)).body.value as { requestId: number };
    const second = (await submit(body)).body.value as { success: boolean; requestId: number };
    expect(second).toEqual({ success: true, status: 'Applying', requestId: first.requestId });
    const [third] = await Promise.all([
      submit({ ...body, remarks: 'friend: other' }),
      submit(body),
    ]);
    expect(third.body.value).toEqual({ success: false, status: 'Applying', requestId: null });
    expect(
      (await storedRequests('demo_player')).filter((row) => row.promotionId === BOTH),
    ).toHaveLength(1);
  });

  it('stores one request when the same submission races itself', async () => {
    const fresh = await sessionToken(content.fixture.database, 'racer');
    const body = { promotionId: NEITHER };
    const answers = await Promise.all([1, 2, 3].map(() => submit(body, auth(fresh))));
    expect(answers.map((answer) => (answer.body.value as { success: boolean }).success)).toEqual([
      true,
      true,
      true,
    ]);
    expect(await storedRequests('racer')).toHaveLength(1);
  });

  it('answers success false with the status when the player cannot apply', async () => {
    expect((await submit({ promotionId: 108 })).body.value).toEqual({
      success: false,
      status: 'Applying',
      requestId: null,
    });
    expect((await submit({ promotionId: 109 })).body.value).toEqual({
      success: false,
      status: 'Rejected',
      requestId: null,
    });
    expect((await submit({ promotionId: 110 })).body.value).toEqual({
      success: false,
      status: 'Issued',
      requestId: null,
    });
    // A sign-up promotion is claimed with the claim call, not an application.
    expect((await submit({ promotionId: 101 })).body.value).toEqual({
      success: false,
      status: 'Claim',
      requestId: null,
    });
    expect((await submit({ promotionId: 111 })).body.value).toEqual({
      success: false,
      status: 'Close',
      requestId: null,
    });
  });
});

describe('POST MCSFE_signUpRequestReward: gate and input', () => {
  it('needs REWCEN3, a session and a real account', async () => {
    expectFailure(await submit({ promotionId: NEITHER }, {}), 401, 'login.not.session');
    expectFailure(
      await submit({ promotionId: NEITHER }, auth(content.token.trial)),
      403,
      'trial.not.allowed',
    );
    await switchOff(content.fixture.app, 'REWCEN3');
    expectFailure(await submit({ promotionId: NEITHER }), 400, 'function.not.available');
  });

  it('answers 404 for an unknown promotion and rejects bad bodies by field', async () => {
    expectFailure(await submit({ promotionId: 999_999 }), 404, 'not.found');
    expectFieldError(await submit({}), 'promotionId');
    expectFieldError(await submit({ promotionId: 'x' }), 'promotionId');
    expectFieldError(await submit({ promotionId: NEITHER, remarks: 5 }), 'remarks');
    expectFieldError(
      await submit({ promotionId: IMAGE_ONLY, pictures: 'data:image/png;base64,AAAA' }),
      'pictures',
    );
    expectFieldError(await submit({ promotionId: IMAGE_ONLY, pictures: [42] }), 'pictures.0');
    expectFieldError(
      await call(content.fixture.app, PATH, {
        method: 'POST',
        rawBody: '{"promotionId":',
        headers: auth(content.token.player),
      }),
      'body',
    );
  });
});
