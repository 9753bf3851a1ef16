import { avatarPath } from '../../services/content-art.ts';
import type { ContractTerms } from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

// What the demo accounts of accounts.ts hold in the content areas: balances, VIP progress, promotion
// states (demo_player sees every status of requirements B9), inbox and chat messages, and the pending
// contracts of the demo agent. Only user names link these rows to the accounts.

const player = DEMO_ACCOUNTS.member.userName;
const second = DEMO_ACCOUNTS.secondMember.userName;
const agent = DEMO_ACCOUNTS.agent.userName;

export const SEED_WALLETS = [
  { userName: player, balance: '25380.75' },
  { userName: second, balance: '1000.00' },
  { userName: agent, balance: '152430.50' },
  { userName: DEMO_ACCOUNTS.disabled.userName, balance: '0.00' },
];

/**
 * The seeded balances as the ledger's opening entries (requirements C2.2): an `adjustment` of each
 * balance that is not 0, so every demo wallet is the sum of its entries from the start.
 */
export const SEED_OPENING_ENTRIES = SEED_WALLETS.filter((wallet) => wallet.balance !== '0.00').map(
  (wallet) => ({
    userName: wallet.userName,
    type: 'adjustment' as const,
    amount: wallet.balance,
    balanceAfter: wallet.balance,
    note: 'Opening balance',
  }),
);

export const SEED_RANKS = [
  { userName: player, labelId: 'VIP2', completedConditions: 3, totalConditions: 5 },
  { userName: agent, labelId: 'VIP5', completedConditions: 5, totalConditions: 5 },
];

/**
 * demo_player: Claim (101, both conditions met), Joined (102, none yet), Process (103, 2 of 4),
 * Claimed (112); 113 is not joined (Join). The reward centre shows the progress (requirements D1.2).
 */
export const SEED_ENTRIES = [
  { userName: player, promotionId: 101, state: 'claimable' as const, completedConditions: 2 },
  { userName: player, promotionId: 102, state: 'joined' as const, completedConditions: 0 },
  { userName: player, promotionId: 103, state: 'process' as const, completedConditions: 2 },
  { userName: player, promotionId: 112, state: 'claimed' as const, completedConditions: 1 },
];

/** demo_player: Applying (108), Rejected with the operator's reason (109), Issued (110). */
export const SEED_REQUESTS = [
  {
    userName: player,
    promotionId: 108,
    remarks: '',
    status: 'applying' as const,
    decided: false,
    reason: null,
  },
  {
    userName: player,
    promotionId: 109,
    remarks: '',
    status: 'rejected' as const,
    decided: true,
    reason: 'The screenshot does not show the golden fish.',
  },
  {
    userName: player,
    promotionId: 110,
    remarks: '',
    status: 'issued' as const,
    decided: true,
    reason: null,
  },
];

/** demo_player chose the third preset head icon; the others have none yet. */
export const SEED_ICONS = [{ userName: player, icon: avatarPath(3) }];

/** demo_player has read the maintenance notice; the other notices are unread. */
export const SEED_READS = [{ userName: player, announcementId: 301 }];

export const SEED_ANCHORS = [
  { id: 1, nicknameEn: 'Riya', nicknameBn: 'রিয়া', online: true, sortOrder: 1 },
  { id: 2, nicknameEn: 'Tanvir', nicknameBn: 'তানভীর', online: true, sortOrder: 2 },
  { id: 3, nicknameEn: 'Nusrat', nicknameBn: 'নুসরাত', online: false, sortOrder: 3 },
  { id: 4, nicknameEn: 'Arif', nicknameBn: 'আরিফ', online: false, sortOrder: 4 },
];

/**
 * One room per host, of each type (requirements B7.3): Riya's and Arif's are free, Tanvir's is VIP 3
 * (demo_player, VIP2, is refused; the agent, VIP5, enters), Nusrat's pay per view at 2,000.00
 * (demo_player's balance covers it, demo_player2's 1,000.00 does not).
 */
export const SEED_ROOMS = [
  { id: 11, anchorId: 1, type: 'free' as const, vipLevel: null, price: null },
  { id: 12, anchorId: 2, type: 'vip' as const, vipLevel: 3, price: null },
  { id: 13, anchorId: 3, type: 'payPerView' as const, vipLevel: null, price: '2000.00' },
  { id: 14, anchorId: 4, type: 'free' as const, vipLevel: null, price: null },
];

export const SEED_CHAT_MESSAGES = [
  {
    userName: player,
    anchorId: 1,
    bodyEn: 'Hello! Your welcome bonus is ready to claim.',
    bodyBn: 'হ্যালো! আপনার স্বাগতম বোনাস দাবি করার জন্য প্রস্তুত।',
    hoursAgo: 5,
  },
  {
    userName: player,
    anchorId: 2,
    bodyEn: 'Tonight at 21:00: live baccarat with double rewards.',
    bodyBn: 'আজ রাত ২১:০০-এ: দ্বিগুণ পুরস্কারের লাইভ ব্যাকারাট।',
    hoursAgo: 2,
  },
];

export interface SeedInboxMessage {
  userName: string;
  titleEn: string;
  titleBn: string;
  contentEn: string;
  contentBn: string;
  daysAgo: number;
  read: boolean;
}

/** Plain text; demo_player has 6 messages of which 3 are unread. */
export const SEED_INBOX: readonly SeedInboxMessage[] = [
  {
    userName: player,
    titleEn: 'Welcome to BanglaBet',
    titleBn: 'BanglaBet-এ স্বাগতম',
    contentEn:
      'Thank you for joining us. Your account is ready: explore more than 3,000 games and check the promotions page for your welcome bonus.',
    contentBn:
      'আমাদের সঙ্গে যোগ দেওয়ার জন্য ধন্যবাদ। আপনার অ্যাকাউন্ট প্রস্তুত: ৩,০০০-এর বেশি গেম ঘুরে দেখুন এবং স্বাগতম বোনাসের জন্য প্রোমোশন পাতা দেখুন।',
    daysAgo: 30,
    read: true,
  },
  {
    userName: player,
    titleEn: 'Your mobile number is verified',
    titleBn: 'আপনার মোবাইল নম্বর যাচাই হয়েছে',
    contentEn:
      'Your mobile number ending in 1111 is now linked to your account. You can use it to log in with an SMS code and to reset your password.',
    contentBn:
      '১১১১ দিয়ে শেষ হওয়া আপনার মোবাইল নম্বরটি এখন অ্যাকাউন্টের সঙ্গে যুক্ত। এটি দিয়ে এসএমএস কোডে লগইন এবং পাসওয়ার্ড রিসেট করতে পারবেন।',
    daysAgo: 29,
    read: true,
  },
  {
    userName: player,
    titleEn: 'New promotion: weekly slots cashback',
    titleBn: 'নতুন প্রোমোশন: সাপ্তাহিক স্লট ক্যাশব্যাক',
    contentEn:
      'Join the weekly slots cashback and get 5% of your net slot losses back every Monday, with no turnover requirement.',
    contentBn:
      'সাপ্তাহিক স্লট ক্যাশব্যাকে যোগ দিন এবং প্রতি সোমবার স্লটের নিট ক্ষতির ৫% ফেরত পান, কোনো টার্নওভার শর্ত ছাড়াই।',
    daysAgo: 14,
    read: true,
  },
  {
    userName: player,
    titleEn: 'You reached VIP 2',
    titleBn: 'আপনি ভিআইপি ২-এ পৌঁছেছেন',
    contentEn:
      'Congratulations! You are now VIP 2. Complete 2 more conditions to reach VIP 3 and a bigger monthly gift.',
    contentBn:
      'অভিনন্দন! আপনি এখন ভিআইপি ২। ভিআইপি ৩ ও আরও বড় মাসিক উপহারের জন্য আর ২টি শর্ত পূরণ করুন।',
    daysAgo: 6,
    read: false,
  },
  {
    userName: player,
    titleEn: 'Security reminder',
    titleBn: 'নিরাপত্তা বিষয়ে মনে করিয়ে দেওয়া',
    contentEn:
      'We will never ask for your password or SMS code. If anyone does, do not answer and tell our customer service.',
    contentBn:
      'আমরা কখনো আপনার পাসওয়ার্ড বা এসএমএস কোড চাইব না। কেউ চাইলে উত্তর দেবেন না এবং আমাদের গ্রাহক সেবাকে জানান।',
    daysAgo: 2,
    read: false,
  },
  {
    userName: player,
    titleEn: 'Your welcome bonus is ready to claim',
    titleBn: 'আপনার স্বাগতম বোনাস দাবি করার জন্য প্রস্তুত',
    contentEn:
      'You met the condition of the welcome bonus. Open the promotion and tap Claim to receive it.',
    contentBn: 'আপনি স্বাগতম বোনাসের শর্ত পূরণ করেছেন। প্রোমোশনটি খুলে দাবি করুন-এ ট্যাপ করে বোনাস নিন।',
    daysAgo: 0,
    read: false,
  },
  {
    userName: second,
    titleEn: 'Welcome to BanglaBet',
    titleBn: 'BanglaBet-এ স্বাগতম',
    contentEn:
      'Thank you for joining us. For your safety, please choose a new password the first time you log in.',
    contentBn:
      'আমাদের সঙ্গে যোগ দেওয়ার জন্য ধন্যবাদ। আপনার নিরাপত্তার জন্য প্রথমবার লগইনের সময় একটি নতুন পাসওয়ার্ড দিন।',
    daysAgo: 1,
    read: false,
  },
  {
    userName: agent,
    titleEn: 'New contracts are waiting for you',
    titleBn: 'নতুন চুক্তি আপনার অপেক্ষায়',
    contentEn:
      'Your daily salary, dividend and hourly salary contracts are ready. Read the terms and accept them to start earning.',
    contentBn:
      'আপনার দৈনিক বেতন, লভ্যাংশ ও ঘণ্টাভিত্তিক বেতনের চুক্তি প্রস্তুত। শর্তগুলো পড়ে গ্রহণ করুন এবং আয় শুরু করুন।',
    daysAgo: 1,
    read: false,
  },
];

const tiers = (rows: [number, string, number, string][]) =>
  rows.map(([level, threshold, activeMembers, reward]) => ({
    level,
    threshold,
    activeMembers,
    reward,
  }));

/** The demo agent's pending contracts, one of each kind (threshold: valid bets, net profit for dividends). */
export const SEED_CONTRACTS: readonly {
  userName: string;
  kind: 'dailySalary' | 'dividend' | 'hourlySalary';
  requestType: string;
  terms: ContractTerms;
}[] = [
  {
    userName: agent,
    kind: 'dailySalary',
    requestType: 'NEW',
    terms: {
      period: 'DAILY',
      rewardUnit: 'AMOUNT',
      tiers: tiers([
        [1, '10000.00', 3, '100.00'],
        [2, '50000.00', 5, '600.00'],
        [3, '200000.00', 10, '3000.00'],
      ]),
    },
  },
  {
    userName: agent,
    kind: 'dividend',
    requestType: 'HALF_MONTH',
    terms: {
      period: 'HALF_MONTH',
      rewardUnit: 'PERCENT',
      tiers: tiers([
        [1, '50000.00', 5, '10'],
        [2, '200000.00', 10, '20'],
        [3, '1000000.00', 30, '35'],
      ]),
    },
  },
  {
    userName: agent,
    kind: 'hourlySalary',
    requestType: 'NEW',
    terms: {
      period: 'HOURLY',
      rewardUnit: 'AMOUNT',
      tiers: tiers([
        [1, '2000.00', 2, '20.00'],
        [2, '10000.00', 5, '120.00'],
      ]),
    },
  },
];
