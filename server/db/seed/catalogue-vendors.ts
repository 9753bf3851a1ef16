// Vendors and how many games each brings to each category. The codes the spec names (JILI, RTG, PG,
// JDB, the esports and cockfight codes, the lottery codes) are used as they are; the others are
// invented. Counts are chosen so the catalogue has over 3,000 games and RNG alone over 1,500,
// which makes paging real.
import { GAME_CATEGORY_TYPES } from '../../../shared/game-categories.ts';

export type NameTheme =
  | 'slot'
  | 'fish'
  | 'card'
  | 'live'
  | 'inHouse'
  | 'sports'
  | 'esports'
  | 'cockfight'
  | 'lottery'
  | 'vnLottery';

export interface VendorSpec {
  code: string;
  displayName: string;
  category: string;
  isHot?: boolean;
  inHouse?: boolean;
}

export interface CatalogueLine {
  vendor: string;
  category: string;
  count: number;
  theme: NameTheme;
  /** Classifications with relative weights; the first is the common one. */
  classifies: readonly (readonly [key: string, weight: number])[];
}

/** Category → game type (requirements B2.4 presets: esports and cockfight are sports, in-house is RNG). */
export const CATEGORY_TYPES: Readonly<Record<string, string>> = GAME_CATEGORY_TYPES;

export const VENDORS: readonly VendorSpec[] = [
  { code: 'JILI', displayName: 'JILI', category: 'RNG', isHot: true },
  { code: 'PG', displayName: 'PG Soft', category: 'RNG', isHot: true },
  { code: 'JDB', displayName: 'JDB', category: 'RNG' },
  { code: 'RTG', displayName: 'RTG', category: 'RNG' },
  { code: 'NOVA', displayName: 'Nova Reels', category: 'RNG' },
  { code: 'MANGO', displayName: 'Mango Play', category: 'RNG' },
  { code: 'HOUSE', displayName: 'House Originals', category: 'INHOUSE', inHouse: true },
  { code: 'ORIGINS', displayName: 'Origins', category: 'INHOUSE', inHouse: true },
  { code: 'OCEAN', displayName: 'Ocean Studio', category: 'FISH' },
  { code: 'KINGDOM', displayName: 'Kingdom Cards', category: 'PVP', isHot: true },
  { code: 'CARDIA', displayName: 'Cardia', category: 'PVP' },
  { code: 'LUXLIVE', displayName: 'Lux Live', category: 'LIVE', isHot: true },
  { code: 'AURA', displayName: 'Aura Live', category: 'LIVE' },
  { code: 'ARENA', displayName: 'Arena Sports', category: 'SPORTS', isHot: true },
  { code: 'GOALBET', displayName: 'Goal Sports', category: 'SPORTS' },
  { code: 'AV', displayName: 'AV Esports', category: 'ESPORTS' },
  { code: 'AI', displayName: 'AI Esports', category: 'ESPORTS' },
  { code: 'IMES', displayName: 'IM Esports', category: 'ESPORTS' },
  { code: 'TF', displayName: 'TF Gaming', category: 'ESPORTS' },
  { code: 'IA', displayName: 'IA Esports', category: 'ESPORTS' },
  { code: 'SV3', displayName: 'SV388', category: 'COCKFIGHT' },
  { code: 'DS88', displayName: 'DS88', category: 'COCKFIGHT' },
  { code: 'DIG', displayName: 'Digmaan', category: 'COCKFIGHT' },
  { code: 'WGB', displayName: 'WGB Sabong', category: 'COCKFIGHT' },
  { code: 'WS168', displayName: 'WS168', category: 'COCKFIGHT' },
  { code: 'TCG_SEA', displayName: 'TCG SEA Lottery', category: 'LOTT' },
  { code: 'LOTT', displayName: 'Lottery', category: 'LOTT' },
  { code: 'TCG_LOTTO_VN', displayName: 'TCG Vietnam Lotto', category: 'ELOTT' },
  { code: 'ELOTT', displayName: 'E-Lottery', category: 'ELOTT' },
];

const SLOT_CLASSIFIES = [
  ['SLOT', 70],
  ['FeatureBuy', 15],
  ['JP', 8],
  ['BG', 4],
  ['TABLE', 3],
] as const;
// Live games are classified by their table name (catalogue.ts); these are the possible keys.
const LIVE_CLASSIFIES = [
  ['BACCARAT', 1],
  ['ROULETTE', 1],
  ['DRAGONTIGER', 1],
  ['SICBO', 1],
  ['CARD', 1],
  ['GAMESHOW', 1],
] as const;

export const CATALOGUE_LINES: readonly CatalogueLine[] = [
  { vendor: 'JILI', category: 'RNG', count: 420, theme: 'slot', classifies: SLOT_CLASSIFIES },
  {
    vendor: 'PG',
    category: 'RNG',
    count: 380,
    theme: 'slot',
    classifies: [
      ['SLOT', 80],
      ['FeatureBuy', 20],
    ],
  },
  {
    vendor: 'JDB',
    category: 'RNG',
    count: 340,
    theme: 'slot',
    classifies: [
      ['SLOT', 80],
      ['JP', 10],
      ['BG', 10],
    ],
  },
  {
    vendor: 'RTG',
    category: 'RNG',
    count: 300,
    theme: 'slot',
    classifies: [
      ['SLOT', 80],
      ['JP', 12],
      ['TABLE', 8],
    ],
  },
  {
    vendor: 'NOVA',
    category: 'RNG',
    count: 360,
    theme: 'slot',
    classifies: [
      ['SLOT', 70],
      ['FeatureBuy', 20],
      ['JP', 10],
    ],
  },
  {
    vendor: 'MANGO',
    category: 'RNG',
    count: 200,
    theme: 'slot',
    classifies: [
      ['SLOT', 85],
      ['BG', 15],
    ],
  },
  {
    vendor: 'HOUSE',
    category: 'INHOUSE',
    count: 40,
    theme: 'inHouse',
    classifies: [['ORIGINALS', 1]],
  },
  {
    vendor: 'ORIGINS',
    category: 'INHOUSE',
    count: 30,
    theme: 'inHouse',
    classifies: [['ORIGINALS', 1]],
  },
  { vendor: 'JILI', category: 'FISH', count: 30, theme: 'fish', classifies: [['FISH', 1]] },
  { vendor: 'JDB', category: 'FISH', count: 25, theme: 'fish', classifies: [['FISH', 1]] },
  { vendor: 'OCEAN', category: 'FISH', count: 45, theme: 'fish', classifies: [['FISH', 1]] },
  {
    vendor: 'KINGDOM',
    category: 'PVP',
    count: 120,
    theme: 'card',
    classifies: [
      ['CARD', 4],
      ['BOARD', 1],
    ],
  },
  {
    vendor: 'CARDIA',
    category: 'PVP',
    count: 100,
    theme: 'card',
    classifies: [
      ['CARD', 4],
      ['BOARD', 1],
    ],
  },
  { vendor: 'LUXLIVE', category: 'LIVE', count: 160, theme: 'live', classifies: LIVE_CLASSIFIES },
  { vendor: 'AURA', category: 'LIVE', count: 160, theme: 'live', classifies: LIVE_CLASSIFIES },
  {
    vendor: 'ARENA',
    category: 'SPORTS',
    count: 6,
    theme: 'sports',
    classifies: [['SPORTSBOOK', 1]],
  },
  {
    vendor: 'GOALBET',
    category: 'SPORTS',
    count: 6,
    theme: 'sports',
    classifies: [['SPORTSBOOK', 1]],
  },
  ...['AV', 'AI', 'IMES', 'TF', 'IA'].map((vendor) => ({
    vendor,
    category: 'ESPORTS',
    count: 4,
    theme: 'esports' as const,
    classifies: [['ESPORTS', 1]] as const,
  })),
  ...['SV3', 'DS88', 'DIG', 'WGB', 'WS168'].map((vendor) => ({
    vendor,
    category: 'COCKFIGHT',
    count: 3,
    theme: 'cockfight' as const,
    classifies: [['COCKFIGHT', 1]] as const,
  })),
  {
    vendor: 'TCG_SEA',
    category: 'LOTT',
    count: 60,
    theme: 'lottery',
    classifies: [
      ['LOTTO', 3],
      ['KENO', 1],
    ],
  },
  {
    vendor: 'LOTT',
    category: 'LOTT',
    count: 80,
    theme: 'lottery',
    classifies: [
      ['LOTTO', 3],
      ['KENO', 1],
    ],
  },
  {
    vendor: 'TCG_LOTTO_VN',
    category: 'ELOTT',
    count: 80,
    theme: 'vnLottery',
    classifies: [
      ['LOTTO', 3],
      ['QUICK', 1],
    ],
  },
  {
    vendor: 'ELOTT',
    category: 'ELOTT',
    count: 60,
    theme: 'lottery',
    classifies: [
      ['LOTTO', 3],
      ['QUICK', 1],
    ],
  },
];

/** Display names of the classifications (requirements B2.4 "classifications configured per game type and vendor"). */
export const CLASSIFY_NAMES: Readonly<Record<string, { EN: string; BN: string }>> = {
  SLOT: { EN: 'Slots', BN: 'স্লট' },
  FeatureBuy: { EN: 'Feature Buy', BN: 'ফিচার বাই' },
  JP: { EN: 'Jackpot', BN: 'জ্যাকপট' },
  BG: { EN: 'Bingo', BN: 'বিঙ্গো' },
  TABLE: { EN: 'Table Games', BN: 'টেবিল গেম' },
  ORIGINALS: { EN: 'Originals', BN: 'অরিজিনাল' },
  FISH: { EN: 'Fishing', BN: 'মাছ ধরা' },
  CARD: { EN: 'Card Games', BN: 'তাসের খেলা' },
  BOARD: { EN: 'Board Games', BN: 'বোর্ড গেম' },
  BACCARAT: { EN: 'Baccarat', BN: 'বাকারা' },
  ROULETTE: { EN: 'Roulette', BN: 'রুলেট' },
  DRAGONTIGER: { EN: 'Dragon Tiger', BN: 'ড্রাগন টাইগার' },
  SICBO: { EN: 'Sic Bo', BN: 'সিক বো' },
  GAMESHOW: { EN: 'Game Shows', BN: 'গেম শো' },
  SPORTSBOOK: { EN: 'Sportsbook', BN: 'স্পোর্টসবুক' },
  ESPORTS: { EN: 'Esports', BN: 'ইস্পোর্টস' },
  COCKFIGHT: { EN: 'Cockfight', BN: 'মোরগ লড়াই' },
  LOTTO: { EN: 'Lotto', BN: 'লটো' },
  KENO: { EN: 'Keno', BN: 'কেনো' },
  QUICK: { EN: 'Quick Draw', BN: 'দ্রুত ড্র' },
};
