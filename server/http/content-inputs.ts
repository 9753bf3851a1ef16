import { z } from 'zod';
import { REMARK_MAX_LENGTH } from '../../shared/contract/content.ts';
import { languageParam, pageParams } from './game-inputs.ts';

// Inputs of the content and member calls. As with the games calls, "" means "not given" in a query
// and unknown keys (merchantCode, platform details, a token in the query or body) are ignored: the
// Merchant and Authorization headers are what count.

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsAbsent, schema.optional());
const id = (what: string) =>
  z.coerce
    .number({ error: `expected ${what}` })
    .int(`expected ${what}`)
    .min(1)
    .max(2_147_483_647);

/** Requirements B9: B banners, PL player notices, PU popups, PR promotions, H hot; A asks for all five. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const announcementListQuery = z.object({
  types: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim().toUpperCase())
          .filter((part) => part !== ''),
      )
      .pipe(
        z
          .array(z.enum([...ANNOUNCEMENT_TYPES, 'A'], { error: 'expected B, PL, PU, PR, H or A' }))
          .min(1)
          .max(10),
      )
      .transform((types): AnnouncementType[] =>
        types.includes('A') ? [...ANNOUNCEMENT_TYPES] : [...new Set(types as AnnouncementType[])],
      )
      .default([...ANNOUNCEMENT_TYPES]),
  ),
  groupName: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'expected a banner group such as m_home'),
  ),
  // Requirements B9: the announcement platform of the mobile site is M; nothing else is published here.
  platform: optional(z.enum(['M'], { error: 'expected M' })),
  language: languageParam,
});

export const markReadBody = z.object({
  announcementId: id('an announcement id'),
  read: z.boolean({ error: 'expected true or false' }).default(true),
});

export const promotionBody = z.object({ promotionId: id('a promotion id') });

// Requirements B5.2: the remark's limit is the contract's; pictures are checked one by one in
// services/reward-request.ts.

export const rewardRequestBody = z.object({
  promotionId: id('a promotion id'),
  remarks: z
    .string({ error: 'expected text' })
    .trim()
    .max(REMARK_MAX_LENGTH, `at most ${REMARK_MAX_LENGTH} characters`)
    .default(''),
  pictures: z
    .array(z.string({ error: 'expected image data (a data URL or base64)' }), {
      error: 'expected a list of images',
    })
    .default([]),
});

export const helpCenterQuery = z.object({
  lang: languageParam,
  device: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? value.trim().toUpperCase() : undefined),
    z.enum(['MOBILE', 'WEB'], { error: 'expected MOBILE or WEB' }).default('MOBILE'),
  ),
});

export const inboxListQuery = z.object({ language: languageParam, ...pageParams(20, 100) });

export const inboxDetailQuery = z.object({ id: id('a message id'), language: languageParam });

export const inboxReadBody = z.object({
  ids: z.array(id('a message id'), { error: 'expected a list of message ids' }).min(1).max(100),
});

export const chatLaunchQuery = z.object({
  b2c: optional(z.enum(['0', '1'], { error: 'expected 1 or 0' })),
  // Only a path of this site under /m/: the chat page links back to it, so it must not lead elsewhere.
  backUrl: optional(
    z
      .string()
      .trim()
      .max(200, 'at most 200 characters')
      .regex(
        /^\/m(\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*)?$/,
        'expected a path of this site under /m/',
      )
      .refine(
        (value) => !value.includes('//') && !value.includes('\\'),
        'expected a path of this site under /m/',
      ),
  ),
  headerColor: optional(
    z
      .string()
      .trim()
      .regex(/^#?[0-9a-fA-F]{6}$/, 'expected a colour such as #f5b70a')
      .transform((value) => value.replace('#', '').toLowerCase()),
  ),
  title: optional(z.string().trim().max(40, 'at most 40 characters')),
  template: optional(z.enum(['v1', 'v2'], { error: 'expected v2' })),
  language: languageParam,
});

export const contractAcceptBody = z.object({ contractId: id('a contract id') });

export const feedbackBody = z.object({ content: z.string({ error: 'expected text' }).trim() });
