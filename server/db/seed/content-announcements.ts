import type { BannerGroupName } from '../../../shared/contract/banner-groups.ts';
import type { Motif } from '../../services/content-art.ts';

// Banners (groups m_home, m_promotion, m_video and the content groups of requirements B9.4), player notices and popups (execution A for logged-in
// players, B for visitors). Every link kind of a banner appears: a promotion, a route of the
// site, an external page and none. Days are relative to seeding; `endDay` null means no expiry.

interface SeedLink {
  linkType: 'NONE' | 'ROUTE' | 'PROMOTION' | 'EXTERNAL';
  linkUrl?: string;
  linkedPromotionId?: number;
}

export interface SeedBanner extends SeedLink {
  id: number;
  groupName: BannerGroupName;
  titleEn: string;
  titleBn: string;
  motif: Motif;
}

export interface SeedNotice extends SeedLink {
  id: number;
  titleEn: string;
  titleBn: string;
  contentEn: string;
  contentBn: string;
  startDay: number;
  hot?: boolean;
}

export interface SeedPopup extends SeedNotice {
  execution: 'A' | 'B';
  motif: Motif;
}

export const SEED_BANNERS: readonly SeedBanner[] = [
  {
    id: 201,
    groupName: 'm_home',
    titleEn: 'Welcome bonus: 100% on your first deposit',
    titleBn: 'স্বাগতম বোনাস: প্রথম ডিপোজিটে ১০০%',
    motif: 'gift',
    linkType: 'PROMOTION',
    linkedPromotionId: 101,
  },
  {
    id: 202,
    groupName: 'm_home',
    titleEn: 'Hot slots of the week',
    titleBn: 'সপ্তাহের জনপ্রিয় স্লট',
    motif: 'coins',
    linkType: 'ROUTE',
    linkUrl: '/m/slot-games',
  },
  {
    id: 203,
    groupName: 'm_home',
    titleEn: 'Cricket season free bet ৳200',
    titleBn: 'ক্রিকেট মৌসুমের ফ্রি বেট ৳২০০',
    motif: 'cricket',
    linkType: 'PROMOTION',
    linkedPromotionId: 107,
  },
  {
    id: 204,
    groupName: 'm_home',
    titleEn: 'Join our Telegram channel',
    titleBn: 'আমাদের টেলিগ্রাম চ্যানেলে যোগ দিন',
    motif: 'chat',
    linkType: 'EXTERNAL',
    linkUrl: 'https://t.me/banglabet_support',
  },
  {
    id: 205,
    groupName: 'm_home',
    titleEn: 'Play anywhere with our app',
    titleBn: 'আমাদের অ্যাপে যেকোনো জায়গা থেকে খেলুন',
    motif: 'phone',
    linkType: 'ROUTE',
    linkUrl: '/m/download',
  },
  {
    id: 206,
    groupName: 'm_promotion',
    titleEn: 'Refer a friend and earn ৳500',
    titleBn: 'বন্ধুকে রেফার করুন, ৳৫০০ আয় করুন',
    motif: 'stars',
    linkType: 'PROMOTION',
    linkedPromotionId: 104,
  },
  {
    id: 207,
    groupName: 'm_promotion',
    titleEn: 'Weekly slots cashback 5%',
    titleBn: 'সাপ্তাহিক স্লট ক্যাশব্যাক ৫%',
    motif: 'coins',
    linkType: 'PROMOTION',
    linkedPromotionId: 103,
  },
  {
    id: 208,
    groupName: 'm_promotion',
    titleEn: 'Every promotion in one place',
    titleBn: 'সব প্রোমোশন এক জায়গায়',
    motif: 'trophy',
    linkType: 'NONE',
  },
  // m_video: the home's video strip; each one's link is where it leads (a channel, a game area, a promotion).
  {
    id: 209,
    groupName: 'm_video',
    titleEn: 'Watch: how to play live casino',
    titleBn: 'দেখুন: লাইভ ক্যাসিনো কীভাবে খেলবেন',
    motif: 'cards',
    linkType: 'EXTERNAL',
    linkUrl: 'https://www.youtube.com/@banglabet',
  },
  {
    id: 210,
    groupName: 'm_video',
    titleEn: 'Cricket highlights and tips',
    titleBn: 'ক্রিকেট হাইলাইটস ও টিপস',
    motif: 'cricket',
    linkType: 'ROUTE',
    linkUrl: '/m/sport-games',
  },
  {
    id: 211,
    groupName: 'm_video',
    titleEn: 'Fishing games in one minute',
    titleBn: 'এক মিনিটে ফিশিং গেম',
    motif: 'fish',
    linkType: 'PROMOTION',
    linkedPromotionId: 103,
  },
  // Requirements B9.4: a group per game type's category screens (two banners where the carousel
  // rotates, one where it stands still), the registration popup and the download page.
  {
    id: 212,
    groupName: 'm_rng',
    titleEn: 'Slots jackpot week: bigger prizes every spin',
    titleBn: 'স্লট জ্যাকপট সপ্তাহ: প্রতিটি স্পিনে বড় পুরস্কার',
    motif: 'coins',
    linkType: 'PROMOTION',
    linkedPromotionId: 103,
  },
  {
    id: 213,
    groupName: 'm_rng',
    titleEn: 'New slot games every week',
    titleBn: 'প্রতি সপ্তাহে নতুন স্লট গেম',
    motif: 'stars',
    linkType: 'ROUTE',
    linkUrl: '/m/new-games',
  },
  {
    id: 214,
    groupName: 'm_sports',
    titleEn: 'Cricket season free bet ৳200',
    titleBn: 'ক্রিকেট মৌসুমের ফ্রি বেট ৳২০০',
    motif: 'cricket',
    linkType: 'PROMOTION',
    linkedPromotionId: 107,
  },
  {
    id: 215,
    groupName: 'm_sports',
    titleEn: 'Live odds on every match today',
    titleBn: 'আজকের প্রতিটি ম্যাচে লাইভ অডস',
    motif: 'trophy',
    linkType: 'NONE',
  },
  {
    id: 216,
    groupName: 'm_pvp',
    titleEn: 'Card tables open all night',
    titleBn: 'কার্ড টেবিল সারা রাত খোলা',
    motif: 'cards',
    linkType: 'NONE',
  },
  {
    id: 217,
    groupName: 'm_live',
    titleEn: 'Live casino: real dealers, real time',
    titleBn: 'লাইভ ক্যাসিনো: আসল ডিলার, সরাসরি',
    motif: 'cards',
    linkType: 'NONE',
  },
  {
    id: 218,
    groupName: 'm_live',
    titleEn: 'Roll the dice at the live tables',
    titleBn: 'লাইভ টেবিলে ছক্কা চালুন',
    motif: 'dice',
    linkType: 'PROMOTION',
    linkedPromotionId: 101,
  },
  {
    id: 219,
    groupName: 'm_fish',
    titleEn: 'Fishing games: catch the golden fish',
    titleBn: 'ফিশিং গেম: সোনালি মাছ ধরুন',
    motif: 'fish',
    linkType: 'NONE',
  },
  {
    id: 220,
    groupName: 'm_lott',
    titleEn: 'Lottery draws every hour',
    titleBn: 'প্রতি ঘণ্টায় লটারির ড্র',
    motif: 'lottery',
    linkType: 'ROUTE',
    linkUrl: '/m/lotteryCenter?category=lott',
  },
  {
    id: 221,
    groupName: 'm_elott',
    titleEn: 'E-lottery: a draw every few minutes',
    titleBn: 'ই-লটারি: কয়েক মিনিট পর পর ড্র',
    motif: 'lottery',
    linkType: 'ROUTE',
    linkUrl: '/m/lotteryCenter?category=elott',
  },
  {
    id: 222,
    groupName: 'm_reg',
    titleEn: 'Sign up today: 100% bonus on your first deposit',
    titleBn: 'আজই সাইন আপ করুন: প্রথম ডিপোজিটে ১০০% বোনাস',
    motif: 'gift',
    linkType: 'NONE',
  },
  {
    id: 223,
    groupName: 'm_download',
    titleEn: 'Our app: faster games and instant deposits',
    titleBn: 'আমাদের অ্যাপ: দ্রুত গেম আর তাৎক্ষণিক ডিপোজিট',
    motif: 'phone',
    linkType: 'NONE',
  },
];

export const SEED_NOTICES: readonly SeedNotice[] = [
  {
    id: 301,
    titleEn: 'Weekly maintenance every Tuesday, 02:00–04:00',
    titleBn: 'প্রতি মঙ্গলবার ০২:০০–০৪:০০ সাপ্তাহিক রক্ষণাবেক্ষণ',
    contentEn:
      '<p>Every Tuesday from 02:00 to 04:00 (Bangladesh time) some games may be unavailable for routine maintenance. Your balance and bets are safe.</p>',
    contentBn:
      '<p>প্রতি মঙ্গলবার ০২:০০ থেকে ০৪:০০ পর্যন্ত (বাংলাদেশ সময়) নিয়মিত রক্ষণাবেক্ষণের জন্য কিছু গেম বন্ধ থাকতে পারে। আপনার ব্যালেন্স ও বাজি নিরাপদ থাকবে।</p>',
    startDay: -30,
    linkType: 'NONE',
  },
  {
    id: 302,
    titleEn: '30 new slot games from JILI and PG',
    titleBn: 'JILI ও PG-এর ৩০টি নতুন স্লট গেম',
    contentEn:
      '<p>Thirty new slot games have arrived from JILI and PG Soft. Find them all under New games and try them in free play first.</p>',
    contentBn:
      '<p>JILI ও PG Soft থেকে ত্রিশটি নতুন স্লট গেম এসেছে। নতুন গেম বিভাগে সবগুলো পাবেন, আগে ফ্রি প্লেতে খেলে দেখুন।</p>',
    startDay: -3,
    linkType: 'ROUTE',
    linkUrl: '/m/new-games',
    hot: true,
  },
  {
    id: 303,
    titleEn: 'Deposit with bKash, Nagad and Rocket',
    titleBn: 'বিকাশ, নগদ ও রকেটে ডিপোজিট করুন',
    contentEn:
      '<p>You can now deposit with bKash, Nagad and Rocket. Deposits usually arrive within 5 minutes; always use the account number shown on the deposit page.</p>',
    contentBn:
      '<p>এখন বিকাশ, নগদ ও রকেট দিয়ে ডিপোজিট করা যায়। সাধারণত ৫ মিনিটের মধ্যে ডিপোজিট যোগ হয়; সবসময় ডিপোজিট পাতায় দেখানো অ্যাকাউন্ট নম্বরই ব্যবহার করুন।</p>',
    startDay: -12,
    linkType: 'NONE',
  },
  {
    id: 304,
    titleEn: 'Play responsibly',
    titleBn: 'দায়িত্বের সঙ্গে খেলুন',
    contentEn:
      '<p>Gaming should stay fun. Set yourself a budget and a time limit, take breaks, and never chase losses. Players must be 18 or older.</p>',
    contentBn:
      '<p>খেলা যেন আনন্দের থাকে। নিজের জন্য বাজেট ও সময়সীমা ঠিক করুন, বিরতি নিন এবং কখনো ক্ষতি পুষিয়ে নিতে খেলবেন না। খেলোয়াড়দের বয়স ১৮ বা তার বেশি হতে হবে।</p>',
    startDay: -60,
    linkType: 'NONE',
  },
  {
    id: 305,
    titleEn: 'Never share your password or SMS code',
    titleBn: 'কখনো পাসওয়ার্ড বা এসএমএস কোড কাউকে দেবেন না',
    contentEn:
      '<p>Our staff will never ask for your password or a verification code, by phone, SMS or chat. If someone asks, it is a fraud: report it to customer service.</p>',
    contentBn:
      '<p>আমাদের কর্মীরা ফোন, এসএমএস বা চ্যাটে কখনো আপনার পাসওয়ার্ড বা ভেরিফিকেশন কোড চাইবেন না। কেউ চাইলে সেটি প্রতারণা: গ্রাহক সেবায় জানান।</p>',
    startDay: -7,
    linkType: 'NONE',
  },
  {
    id: 306,
    titleEn: 'Customer service hours during Eid',
    titleBn: 'ঈদের ছুটিতে গ্রাহক সেবার সময়',
    contentEn:
      '<p>Eid Mubarak! Live chat stays open around the clock during the holidays; Telegram support answers from 10:00 to 22:00.</p>',
    contentBn:
      '<p>ঈদ মোবারক! ছুটির দিনগুলোতে লাইভ চ্যাট সারাক্ষণ খোলা থাকবে; টেলিগ্রাম সাপোর্ট ১০:০০ থেকে ২২:০০ পর্যন্ত উত্তর দেবে।</p>',
    startDay: -1,
    linkType: 'NONE',
  },
];

export const SEED_POPUPS: readonly SeedPopup[] = [
  {
    id: 401,
    execution: 'A',
    titleEn: 'Today: 10% extra on your first deposit',
    titleBn: 'আজ প্রথম ডিপোজিটে ১০% বাড়তি',
    contentEn:
      '<p>Join the daily reload bonus once and every first deposit of the day gets 10% extra.</p>',
    contentBn:
      '<p>দৈনিক রিলোড বোনাসে একবার যোগ দিন, দিনের প্রতিটি প্রথম ডিপোজিটে পাবেন ১০% বাড়তি।</p>',
    motif: 'coins',
    startDay: -30,
    linkType: 'PROMOTION',
    linkedPromotionId: 102,
  },
  {
    id: 402,
    execution: 'A',
    titleEn: 'Keep your account safe',
    titleBn: 'আপনার অ্যাকাউন্ট নিরাপদ রাখুন',
    contentEn:
      '<p>Use a password you use nowhere else and keep your mobile number up to date, so that only you can reset your password.</p>',
    contentBn:
      '<p>এমন পাসওয়ার্ড ব্যবহার করুন যা অন্য কোথাও ব্যবহার করেন না, এবং মোবাইল নম্বর হালনাগাদ রাখুন, যাতে শুধু আপনিই পাসওয়ার্ড রিসেট করতে পারেন।</p>',
    motif: 'shield',
    startDay: -14,
    linkType: 'ROUTE',
    linkUrl: '/m/securityCenter',
  },
  {
    id: 403,
    execution: 'B',
    titleEn: 'Sign up and double your first deposit',
    titleBn: 'সাইন আপ করুন, প্রথম ডিপোজিট দ্বিগুণ করুন',
    contentEn:
      '<p>Create your account in a minute and get a 100% welcome bonus of up to ৳10,000 on your first deposit.</p>',
    contentBn:
      '<p>এক মিনিটে অ্যাকাউন্ট খুলুন এবং প্রথম ডিপোজিটে সর্বোচ্চ ৳১০,০০০ পর্যন্ত ১০০% স্বাগতম বোনাস নিন।</p>',
    motif: 'gift',
    startDay: -60,
    linkType: 'ROUTE',
    linkUrl: '/m/register',
  },
  {
    id: 404,
    execution: 'B',
    titleEn: 'Get the BanglaBet app',
    titleBn: 'BanglaBet অ্যাপ নিন',
    contentEn:
      '<p>Faster games, instant notices and one-tap login: install the app on Android or add the site to your home screen.</p>',
    contentBn:
      '<p>দ্রুত গেম, তাৎক্ষণিক নোটিশ আর এক ট্যাপে লগইন: অ্যান্ড্রয়েডে অ্যাপ ইনস্টল করুন অথবা সাইটটি হোম স্ক্রিনে যোগ করুন।</p>',
    motif: 'phone',
    startDay: -60,
    linkType: 'ROUTE',
    linkUrl: '/m/download',
  },
];
