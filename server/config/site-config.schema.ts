import { z } from 'zod';
import { isCidr } from '../services/ip-address.ts';
import { MODULE_IDS, type ModuleId } from '../../shared/module-ids.ts';
import { REGISTRATION_FIELDS } from '../../shared/contract/registration-fields.ts';
import { CASHIER_LIMITS, CHANNEL_KINDS } from '../../shared/contract/cashier.ts';
import { GAME_CATEGORIES } from '../../shared/game-categories.ts';

export interface WhitelabelModule {
  moduleId: ModuleId;
  enabled: boolean;
  children: WhitelabelModule[];
}

const whitelabelModule: z.ZodType<WhitelabelModule> = z.strictObject({
  moduleId: z.enum(MODULE_IDS),
  enabled: z.boolean(),
  get children() {
    return z.array(whitelabelModule);
  },
});

const cidr = z.string().refine(isCidr, 'expected a CIDR block such as 10.0.0.0/8 or 2001:db8::/32');
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'expected an upper-case ISO 3166 country code');
const link = z
  .string()
  .refine((value) => value === '' || URL.canParse(value, 'http://localhost'), 'expected a URL');

const compiles = (pattern: string): boolean => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

const fieldRule = z.strictObject({
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.string().min(1),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
});

// A channel's money as the operator writes it: a decimal string with exactly 2 decimals, more than 0
// (requirements C2.3: never a JSON number, so no binary float on the way in).
const configAmount = z
  .string()
  .regex(
    /^(?:0|[1-9]\d{0,11})\.\d{2}$/,
    'expected a decimal string with 2 decimals, such as "200.00"',
  )
  .refine((value) => !/^0\.00$/.test(value), 'must be more than 0');
const channelCode = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, 'expected a lower-case code, such as "bkash"');

/** Exact order of two amounts of configAmount's form (cents as integers, never floats). */
function cents(amount: string): bigint {
  return BigInt(amount.replace('.', ''));
}

const cashierChannel = {
  code: channelCode,
  name: z.string().min(1).max(40),
  kind: z.enum(CHANNEL_KINDS),
  min: configAmount,
  max: configAmount,
};

/** Requirements C3.1: a deposit channel with its quick amounts and the operator's receiving account. */
const depositChannel = z.strictObject({
  ...cashierChannel,
  quickAmounts: z.array(configAmount).max(8),
  account: z.strictObject({
    holder: z.string().min(1).max(60),
    number: z.string().regex(/^\d{8,20}$/, 'expected 8–20 digits'),
    bankName: z.string().min(1).max(60).nullable(),
  }),
});

/** Requirements C4.2: a withdrawal channel. */
const withdrawChannel = z.strictObject(cashierChannel);

/** The object part of the schema; cross-field checks are added below so partial schemas can reuse the shape. */
// The manual rebate's numbers (requirements D3.1, D3.2) as the operator writes them: decimal strings,
// never JSON numbers. A rate is a fraction (0.008 is 0.8 %) of at most 4 decimals, the scale of
// rebate_claim_lines.rate, and at most 5 % so a typo cannot pay out a stake; the minimum claim is an
// amount of at most 2 decimals, at least 0.01.
const rebateRate = z
  .string()
  .regex(/^0(?:\.\d{1,4})?$/, 'expected a decimal fraction string such as "0.008"')
  .refine((value) => BigInt(value.replace('0.', '').padEnd(4, '0')) <= 500n, {
    message: 'at most 0.05 (5 %)',
  });
const rebateMinimum = z
  .string()
  .regex(/^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/, 'expected a decimal string such as "1.00"')
  .refine((value) => cents(twoDecimals(value)) >= 1n, 'must be at least 0.01');

/** "5" → "5.00", "0.5" → "0.50": the form cents() reads. */
function twoDecimals(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

export const siteConfigShape = {
  merchantCode: z.string().min(1),
  siteName: z.string().min(1),
  theme: z.strictObject({
    accentColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a #rrggbb colour'),
    logoUrl: z.string().min(1),
  }),
  regions: z
    .array(
      z.strictObject({
        merchantCode: z.string().min(1),
        country: countryCode,
        currency: z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 currency code'),
        countryName: z.string().min(1),
        langList: z.array(z.string().regex(/^[A-Z]{2}(-[A-Z]{2})?$/)).min(1),
        dialingCode: z.string().regex(/^\d{1,4}$/),
      }),
    )
    .min(1),
  whitelabel: z.array(whitelabelModule),
  registration: z.strictObject({
    ageLimit: z.number().int().min(0).max(99),
    fields: z.record(z.enum(REGISTRATION_FIELDS), fieldRule),
    patterns: z.record(
      z.string().regex(/^[A-Za-z][\w-]*$/),
      z.strictObject({
        regex: z.string().min(1).refine(compiles, 'expected a valid regular expression'),
        message: z.string().min(1),
      }),
    ),
  }),
  customerService: z.array(
    z.strictObject({
      csType: z.enum(['TELEGRAM', 'LIVECHAT']),
      csPosition: z.enum(['LIVECHAT-1', 'TELEGRAM-1', 'TELEGRAM-2']),
      url: z.url({ protocol: /^https?$/ }),
    }),
  ),
  resources: z.array(z.strictObject({ resourceType: z.string().min(1), url: link })),
  imageCDNs: z.array(link).min(1),
  mainDomain: z.string(),
  paths: z.record(z.string(), z.string()),
  mobileTemplate: z.string(),
  templates: z.strictObject({ mem_cen: z.enum(['0', '1']), dep_func: z.enum(['0', '1']) }),
  domainRoutes: z.array(
    z.strictObject({ domain: z.string(), device: z.number().int().min(0), path: z.string() }),
  ),
  social: z.strictObject({
    youtube: link,
    whatsapp: link,
    telegram: link,
    facebook: link,
    line: link,
  }),
  status: z.strictObject({
    maintenance: z.boolean(),
    restriction: z.strictObject({ countries: z.array(countryCode), ipRanges: z.array(cidr) }),
  }),
  geo: z.array(z.strictObject({ cidr, country: countryCode })),
  /** Bounds of the feedback text (PUT /wps/feedback), in characters as the browser counts them. */
  feedback: z.strictObject({
    minLength: z.number().int().min(1).max(10_000),
    maxLength: z.number().int().min(1).max(10_000),
  }),
  /** Whether promo codes can be redeemed (GET /wps/relay/MCSFE_promoCodeEnabled). */
  promoCode: z.strictObject({ enabled: z.boolean() }),
  /**
   * The cashier (requirements C1.2, C3.1, C4.1): its channels, how many payout accounts a player may
   * keep, and the automatic approval of deposits after N seconds (null: off, the operator decides).
   * Empty channel lists in the shipped file: the demo channels (config/demo-cashier.json) apply only
   * where demo data belongs (server/README.md "Cashier").
   */
  cashier: z.strictObject({
    depositChannels: z.array(depositChannel),
    withdrawChannels: z.array(withdrawChannel),
    accountLimit: z.number().int().min(1).max(20),
    autoApproveSeconds: z.number().int().min(1).max(86_400).nullable(),
  }),
  /**
   * The manual rebate (requirements D3): each game category's rate (a category without one earns
   * nothing) and the minimum claim. Absent, no category earns.
   */
  rebate: z
    .strictObject({
      rates: z.partialRecord(z.enum(GAME_CATEGORIES), rebateRate),
      /** Absent: REWARD_LIMITS.defaultMinimumRebate (shared/contract/rewards.ts). */
      minimumClaim: rebateMinimum.optional(),
    })
    .optional(),
};

/** Cross-field rules of the cashier section: limits in order, quick amounts within them, codes unique. */
function checkCashier(
  cashier: z.output<(typeof siteConfigShape)['cashier']>,
  ctx: z.RefinementCtx,
) {
  const limits = (
    list: string,
    channels: readonly { code: string; min: string; max: string }[],
  ) => {
    const codes = new Set<string>();
    channels.forEach((channel, index) => {
      const path = ['cashier', list, index];
      if (codes.has(channel.code))
        ctx.addIssue({ code: 'custom', path, message: `channel ${channel.code} appears twice` });
      codes.add(channel.code);
      if (cents(channel.min) > cents(channel.max))
        ctx.addIssue({ code: 'custom', path, message: 'min is above max' });
    });
  };
  limits('withdrawChannels', cashier.withdrawChannels);
  limits('depositChannels', cashier.depositChannels);
  cashier.depositChannels.forEach((channel, index) => {
    const path = ['cashier', 'depositChannels', index];
    channel.quickAmounts.forEach((amount, at) => {
      if (cents(amount) < cents(channel.min) || cents(amount) > cents(channel.max))
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'quickAmounts', at],
          message: "outside the channel's min and max",
        });
    });
    if ((channel.account.bankName === null) !== (channel.kind === 'wallet'))
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'account', 'bankName'],
        message: 'a bank channel names its bank, a wallet none',
      });
    if (channel.kind === 'wallet' && !CASHIER_LIMITS.walletNumber.test(channel.account.number))
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'account', 'number'],
        message: 'a wallet number is 11 digits starting 01',
      });
  });
}

function collectIds(modules: readonly WhitelabelModule[], into: string[]): string[] {
  for (const module of modules) {
    into.push(module.moduleId);
    collectIds(module.children, into);
  }
  return into;
}

export const siteConfigSchema = z.strictObject(siteConfigShape).superRefine((config, ctx) => {
  if (!config.regions.some((region) => region.merchantCode === config.merchantCode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['merchantCode'],
      message: 'must be the merchantCode of one of the regions',
    });
  }
  const ids = collectIds(config.whitelabel, []);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['whitelabel'],
      message: `module ${duplicate} appears more than once`,
    });
  }
  for (const [field, rule] of Object.entries(config.registration.fields)) {
    if (!(rule.patternId in config.registration.patterns)) {
      ctx.addIssue({
        code: 'custom',
        path: ['registration', 'fields', field, 'patternId'],
        message: `unknown pattern ${rule.patternId}`,
      });
    }
    if (rule.minLength > rule.maxLength) {
      ctx.addIssue({
        code: 'custom',
        path: ['registration', 'fields', field],
        message: 'minLength is above maxLength',
      });
    }
  }
  if (config.feedback.minLength > config.feedback.maxLength) {
    ctx.addIssue({ code: 'custom', path: ['feedback'], message: 'minLength is above maxLength' });
  }
  checkCashier(config.cashier, ctx);
});

export type SiteConfig = z.output<typeof siteConfigSchema>;
