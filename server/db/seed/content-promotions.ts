import type { Motif } from '../../services/content-art.ts';

// The demo promotions (requirements B2.6, B3). Together with the player states of content-players.ts
// they show every status of requirements B9 to demo_player, and every combination of remark and image
// requirement for the reward application. Their bonus and condition counts fill the reward centre
// (requirements D1); 113 is one demo_player has not joined yet (Join). Dates are days relative to seeding; `endDay` null is
// "no expiry". Category ids: 1 new members, 2 slots, 3 live casino, 4 sports, 5 fishing,
// 6 lottery, 7 VIP.

export interface SeedPromotion {
  id: number;
  type: 'JOIN' | 'APPLY';
  titleEn: string;
  titleBn: string;
  contentEn: string;
  contentBn: string;
  categoryIds: number[];
  motifs: Motif[];
  startDay: number;
  endDay: number | null;
  imageRequired?: boolean;
  remarkRequired?: boolean;
  hot?: boolean;
  /** Requirements D1.4: the bonus a claim or an issued application books; absent: no money. */
  bonusAmount?: string;
  /** Requirements D1.2: the conditions a joined player completes (the reward centre's progress). */
  conditionCount?: number;
}

export const SEED_PROMOTIONS: readonly SeedPromotion[] = [
  {
    id: 101,
    type: 'JOIN',
    bonusAmount: '500.00',
    conditionCount: 2,
    titleEn: 'Welcome bonus: 100% on your first deposit',
    titleBn: 'স্বাগতম বোনাস: প্রথম ডিপোজিটে ১০০%',
    contentEn:
      '<p>New to BanglaBet? Join this promotion, make a first deposit of at least ৳500 and we double it, up to ৳10,000.</p>' +
      '<ul><li>Minimum first deposit: ৳500</li><li>Maximum bonus: ৳10,000</li><li>Turnover: 10 times the deposit plus bonus within 14 days</li><li>Counts on slots and fishing games</li></ul>' +
      '<p>One welcome bonus per player, household and device.</p>',
    contentBn:
      '<p>BanglaBet-এ নতুন? এই প্রোমোশনে যোগ দিন, কমপক্ষে ৳৫০০ প্রথম ডিপোজিট করুন, আমরা তা দ্বিগুণ করে দেব — সর্বোচ্চ ৳১০,০০০ পর্যন্ত।</p>' +
      '<ul><li>সর্বনিম্ন প্রথম ডিপোজিট: ৳৫০০</li><li>সর্বোচ্চ বোনাস: ৳১০,০০০</li><li>টার্নওভার: ১৪ দিনের মধ্যে ডিপোজিট ও বোনাসের ১০ গুণ</li><li>স্লট ও ফিশিং গেমে গণনা হবে</li></ul>' +
      '<p>প্রতি খেলোয়াড়, পরিবার ও ডিভাইসে একটিমাত্র স্বাগতম বোনাস।</p>',
    categoryIds: [1, 2],
    motifs: ['gift', 'coins'],
    startDay: -60,
    endDay: null,
    hot: true,
  },
  {
    id: 102,
    type: 'JOIN',
    bonusAmount: '200.00',
    conditionCount: 3,
    titleEn: 'Daily reload bonus: 10% every day',
    titleBn: 'দৈনিক রিলোড বোনাস: প্রতিদিন ১০%',
    contentEn:
      '<p>Join once and get 10% extra on your first deposit of every day, up to ৳2,000 a day.</p>' +
      '<ul><li>Minimum deposit: ৳300</li><li>Turnover: 5 times the bonus</li><li>The bonus is credited within 10 minutes of the deposit</li></ul>',
    contentBn:
      '<p>একবার যোগ দিন, তারপর প্রতিদিনের প্রথম ডিপোজিটে পান ১০% বাড়তি — দিনে সর্বোচ্চ ৳২,০০০।</p>' +
      '<ul><li>সর্বনিম্ন ডিপোজিট: ৳৩০০</li><li>টার্নওভার: বোনাসের ৫ গুণ</li><li>ডিপোজিটের ১০ মিনিটের মধ্যে বোনাস যোগ হয়</li></ul>',
    categoryIds: [2, 3],
    motifs: ['coins'],
    startDay: -30,
    endDay: 60,
  },
  {
    id: 103,
    type: 'JOIN',
    bonusAmount: '150.00',
    conditionCount: 4,
    titleEn: 'Weekly slots cashback 5%',
    titleBn: 'সাপ্তাহিক স্লট ক্যাশব্যাক ৫%',
    contentEn:
      '<p>Had a tough week on the reels? Members who join get 5% of their net slot losses back every Monday.</p>' +
      '<ul><li>Calculated from Monday 00:00 to Sunday 23:59 (Bangladesh time)</li><li>Minimum cashback ৳50, maximum ৳20,000</li><li>No turnover requirement on the cashback</li></ul>',
    contentBn:
      '<p>রিলে সপ্তাহটা ভালো যায়নি? যোগ দেওয়া সদস্যরা প্রতি সোমবার স্লটের নিট ক্ষতির ৫% ফেরত পান।</p>' +
      '<ul><li>হিসাব হয় সোমবার ০০:০০ থেকে রবিবার ২৩:৫৯ পর্যন্ত (বাংলাদেশ সময়)</li><li>সর্বনিম্ন ক্যাশব্যাক ৳৫০, সর্বোচ্চ ৳২০,০০০</li><li>ক্যাশব্যাকে কোনো টার্নওভার শর্ত নেই</li></ul>',
    categoryIds: [2],
    motifs: ['stars'],
    startDay: -45,
    endDay: null,
  },
  {
    id: 104,
    type: 'APPLY',
    bonusAmount: '500.00',
    titleEn: 'Refer a friend and earn ৳500',
    titleBn: 'বন্ধুকে রেফার করুন, ৳৫০০ আয় করুন',
    contentEn:
      '<p>Invite a friend with your invitation link. When your friend has deposited ৳1,000 or more, apply here and receive ৳500.</p>' +
      '<ol><li>Write your friend’s user name in the remark</li><li>Attach a screenshot of your friend’s first deposit</li><li>Our team checks the application within 24 hours</li></ol>',
    contentBn:
      '<p>আপনার আমন্ত্রণ লিংক দিয়ে একজন বন্ধুকে আমন্ত্রণ জানান। আপনার বন্ধু ৳১,০০০ বা তার বেশি ডিপোজিট করলে এখানে আবেদন করুন এবং ৳৫০০ পান।</p>' +
      '<ol><li>মন্তব্যে আপনার বন্ধুর ইউজারনেম লিখুন</li><li>বন্ধুর প্রথম ডিপোজিটের একটি স্ক্রিনশট যুক্ত করুন</li><li>আমাদের টিম ২৪ ঘণ্টার মধ্যে আবেদন যাচাই করবে</li></ol>',
    categoryIds: [1],
    motifs: ['phone', 'gift'],
    startDay: -20,
    endDay: 90,
    imageRequired: true,
    remarkRequired: true,
    hot: true,
  },
  {
    id: 105,
    type: 'APPLY',
    bonusAmount: '100.00',
    titleEn: 'Big win screenshot contest',
    titleBn: 'বড় জয়ের স্ক্রিনশট প্রতিযোগিতা',
    contentEn:
      '<p>Won 100 times your bet or more on a slot? Send us the screenshot of that spin. The biggest multiplier of the week wins ৳5,000, and every valid entry gets ৳100.</p>' +
      '<p>Up to 3 screenshots per application, JPG or PNG.</p>',
    contentBn:
      '<p>কোনো স্লটে বাজির ১০০ গুণ বা তার বেশি জিতেছেন? সেই স্পিনের স্ক্রিনশট আমাদের পাঠান। সপ্তাহের সবচেয়ে বড় গুণক জিতবে ৳৫,০০০, আর প্রতিটি বৈধ আবেদন পাবে ৳১০০।</p>' +
      '<p>প্রতি আবেদনে সর্বোচ্চ ৩টি স্ক্রিনশট, JPG বা PNG।</p>',
    categoryIds: [2],
    motifs: ['trophy'],
    startDay: -10,
    endDay: 30,
    imageRequired: true,
  },
  {
    id: 106,
    type: 'APPLY',
    bonusAmount: '1000.00',
    titleEn: 'Birthday bonus ৳1,000',
    titleBn: 'জন্মদিনের বোনাস ৳১,০০০',
    contentEn:
      '<p>Happy birthday! In the month of your birthday, apply with your date of birth in the remark and receive ৳1,000.</p>' +
      '<ul><li>The date must match the birthday of your account</li><li>Turnover: 3 times the bonus</li></ul>',
    contentBn:
      '<p>শুভ জন্মদিন! আপনার জন্মদিনের মাসে মন্তব্যে জন্মতারিখ লিখে আবেদন করুন এবং ৳১,০০০ পান।</p>' +
      '<ul><li>তারিখটি আপনার অ্যাকাউন্টের জন্মদিনের সঙ্গে মিলতে হবে</li><li>টার্নওভার: বোনাসের ৩ গুণ</li></ul>',
    categoryIds: [7],
    motifs: ['gift'],
    startDay: -90,
    endDay: null,
    remarkRequired: true,
  },
  {
    id: 107,
    type: 'APPLY',
    bonusAmount: '200.00',
    titleEn: 'Cricket season free bet ৳200',
    titleBn: 'ক্রিকেট মৌসুমের ফ্রি বেট ৳২০০',
    contentEn:
      '<p>The cricket season is here. Claim a free bet of ৳200 for any match of the season: one claim per player.</p>' +
      '<ul><li>Minimum odds 1.50</li><li>Winnings of the free bet are paid without the stake</li></ul>',
    contentBn:
      '<p>ক্রিকেট মৌসুম চলে এসেছে। মৌসুমের যেকোনো ম্যাচের জন্য ৳২০০-এর একটি ফ্রি বেট নিন: প্রতি খেলোয়াড় একবার।</p>' +
      '<ul><li>সর্বনিম্ন অডস ১.৫০</li><li>ফ্রি বেটের জয় থেকে স্টেক বাদ দিয়ে পরিশোধ করা হয়</li></ul>',
    categoryIds: [4],
    motifs: ['cricket'],
    startDay: -5,
    endDay: 45,
    hot: true,
  },
  {
    id: 108,
    type: 'APPLY',
    bonusAmount: '777.00',
    titleEn: 'Live casino lucky streak',
    titleBn: 'লাইভ ক্যাসিনো লাকি স্ট্রিক',
    contentEn:
      '<p>Win 5 baccarat hands in a row at any live table and apply for a ৳777 bonus. Applications are reviewed within 24 hours.</p>',
    contentBn:
      '<p>যেকোনো লাইভ টেবিলে পরপর ৫টি ব্যাকারাট হ্যান্ড জিতুন এবং ৳৭৭৭ বোনাসের জন্য আবেদন করুন। আবেদন ২৪ ঘণ্টার মধ্যে যাচাই করা হয়।</p>',
    categoryIds: [3],
    motifs: ['cards'],
    startDay: -15,
    endDay: 15,
  },
  {
    id: 109,
    type: 'APPLY',
    bonusAmount: '3000.00',
    titleEn: 'Fishing festival: catch the golden fish',
    titleBn: 'ফিশিং উৎসব: সোনালি মাছ ধরুন',
    contentEn:
      '<p>Catch the golden fish in any fishing game during the festival and apply for a reward of up to ৳3,000.</p>',
    contentBn:
      '<p>উৎসব চলাকালে যেকোনো ফিশিং গেমে সোনালি মাছ ধরুন এবং সর্বোচ্চ ৳৩,০০০ পুরস্কারের জন্য আবেদন করুন।</p>',
    categoryIds: [5],
    motifs: ['fish'],
    startDay: -25,
    endDay: 20,
  },
  {
    id: 110,
    type: 'APPLY',
    bonusAmount: '2000.00',
    titleEn: 'Lottery jackpot boost 20%',
    titleBn: 'লটারি জ্যাকপট বুস্ট ২০%',
    contentEn:
      '<p>Hit a jackpot in any lottery draw this month and apply: we add 20% to the prize, up to ৳50,000.</p>',
    contentBn:
      '<p>এই মাসে যেকোনো লটারির ড্রতে জ্যাকপট পেলে আবেদন করুন: আমরা পুরস্কারের সঙ্গে ২০% যোগ করব, সর্বোচ্চ ৳৫০,০০০।</p>',
    categoryIds: [6],
    motifs: ['lottery'],
    startDay: -28,
    endDay: 30,
  },
  {
    id: 111,
    type: 'JOIN',
    bonusAmount: '1000.00',
    conditionCount: 1,
    titleEn: 'Pohela Boishakh mega bonus',
    titleBn: 'পহেলা বৈশাখ মেগা বোনাস',
    contentEn:
      '<p>Our New Year celebration has ended. Thank you to everyone who joined; watch this page for the next festival bonus.</p>',
    contentBn:
      '<p>আমাদের নববর্ষ উদযাপন শেষ হয়েছে। যাঁরা যোগ দিয়েছেন সবাইকে ধন্যবাদ; পরবর্তী উৎসব বোনাসের জন্য এই পাতায় নজর রাখুন।</p>',
    categoryIds: [1, 2],
    motifs: ['stars'],
    startDay: -40,
    endDay: -5,
  },
  {
    id: 112,
    type: 'JOIN',
    bonusAmount: '500.00',
    conditionCount: 1,
    titleEn: 'VIP monthly gift',
    titleBn: 'ভিআইপি মাসিক উপহার',
    contentEn:
      '<p>VIP members receive a gift every month: ৳500 at VIP 1, rising to ৳25,000 at VIP 5. Join once; the gift arrives on the first day of each month.</p>',
    contentBn:
      '<p>ভিআইপি সদস্যরা প্রতি মাসে উপহার পান: ভিআইপি ১-এ ৳৫০০, ভিআইপি ৫-এ ৳২৫,০০০ পর্যন্ত। একবার যোগ দিন; প্রতি মাসের প্রথম দিনে উপহার আসবে।</p>',
    categoryIds: [7],
    motifs: ['trophy'],
    startDay: -120,
    endDay: null,
  },
  {
    id: 113,
    type: 'JOIN',
    bonusAmount: '300.00',
    conditionCount: 3,
    titleEn: 'Weekend slots tournament',
    titleBn: 'সপ্তাহান্তের স্লট টুর্নামেন্ট',
    contentEn:
      '<p>Join before Friday and play any slot over the weekend. Spin 100 times, win 10 spins and reach ৳5,000 of turnover to receive ৳300.</p>',
    contentBn:
      '<p>শুক্রবারের আগে যোগ দিন এবং সপ্তাহান্তে যেকোনো স্লট খেলুন। ১০০ বার স্পিন করুন, ১০টি স্পিনে জিতুন এবং ৳৫,০০০ টার্নওভার পূরণ করে ৳৩০০ পান।</p>',
    categoryIds: [2],
    motifs: ['coins', 'stars'],
    startDay: -3,
    endDay: 25,
  },
];
