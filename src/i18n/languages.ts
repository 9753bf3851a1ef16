// Requirements A1/A9: the platform's language codes. They are the operator's own codes (sent upper
// case in the Language header), not BCP-47, so each maps to a real locale for Intl and <html lang>.

export const LANGUAGE_CODES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'KR',
  'MS',
  'PT',
  'TA',
  'TW',
  'UR',
  'TY',
  'TR',
  'AR',
  'PT-BR',
  'BN',
  'UZ',
  'RU',
  'FA',
  'LO',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Only Bengali and English are translated; every other code reads the English catalogue. */
export type CatalogId = 'bn' | 'en';

export interface LanguageInfo {
  readonly code: LanguageCode;
  /** BCP-47 tag for Intl formatting and the document's lang attribute. */
  readonly locale: string;
  /** ISO 3166-1 alpha-2 country the language is usually associated with. */
  readonly region: string;
  readonly dir: 'ltr' | 'rtl';
  readonly catalog: CatalogId;
}

type Row = readonly [locale: string, region: string, dir?: 'rtl'];

const ROWS: Record<LanguageCode, Row> = {
  CN: ['zh-CN', 'CN'],
  EN: ['en-US', 'US'],
  JA: ['ja-JP', 'JP'],
  TH: ['th-TH', 'TH'],
  VI: ['vi-VN', 'VN'],
  // MY is the platform's code for Burmese (Myanmar), not Malaysia; Malay is MS.
  MY: ['my-MM', 'MM'],
  ES: ['es-ES', 'ES'],
  HI: ['hi-IN', 'IN'],
  ID: ['id-ID', 'ID'],
  KM: ['km-KH', 'KH'],
  KO: ['ko-KR', 'KR'],
  // KR is a country code the platform also accepts for Korean; treated as an alias of KO.
  KR: ['ko-KR', 'KR'],
  MS: ['ms-MY', 'MY'],
  PT: ['pt-PT', 'PT'],
  TA: ['ta-IN', 'IN'],
  TW: ['zh-TW', 'TW'],
  UR: ['ur-PK', 'PK', 'rtl'],
  // TY is not an ISO code the platform could mean literally (ty = Tahitian). In these platforms it
  // reads as the pinyin abbreviation of 泰语 (Thai), so it is an alias of TH like KR is of KO.
  TY: ['th-TH', 'TH'],
  TR: ['tr-TR', 'TR'],
  AR: ['ar-SA', 'SA', 'rtl'],
  'PT-BR': ['pt-BR', 'BR'],
  BN: ['bn-BD', 'BD'],
  UZ: ['uz-UZ', 'UZ'],
  RU: ['ru-RU', 'RU'],
  FA: ['fa-IR', 'IR', 'rtl'],
  LO: ['lo-LA', 'LA'],
};

/** The catalogue a language reads: Bengali its own, every other language English's. */
export const catalogOf = (code: LanguageCode): CatalogId => (code === 'BN' ? 'bn' : 'en');

export const LANGUAGES: Readonly<Record<LanguageCode, LanguageInfo>> = Object.freeze(
  Object.fromEntries(
    LANGUAGE_CODES.map((code): [LanguageCode, LanguageInfo] => {
      const [locale, region, dir = 'ltr'] = ROWS[code];
      return [code, Object.freeze({ code, locale, region, dir, catalog: catalogOf(code) })];
    }),
  ) as Record<LanguageCode, LanguageInfo>,
);

const CODE_SET: ReadonlySet<string> = new Set(LANGUAGE_CODES);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && CODE_SET.has(value);
}

/** Normalises user or stored input ("pt-br", " bn ") to a table code; null when unknown. */
export function toLanguageCode(value: unknown): LanguageCode | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return isLanguageCode(upper) ? upper : null;
}
