// Word lists of the demo catalogue: each entry is [English, Bengali]. Names are made by combining
// them deterministically (catalogue-names.ts), so the catalogue reads naturally in both languages
// without storing thousands of hand-written titles.
export type Word = readonly [en: string, bn: string];

export const SLOT_ADJECTIVES: readonly Word[] = [
  ['Golden', 'সোনালী'],
  ['Lucky', 'ভাগ্যবান'],
  ['Wild', 'বন্য'],
  ['Royal', 'রাজকীয়'],
  ['Magic', 'জাদুর'],
  ['Mega', 'মেগা'],
  ['Super', 'সুপার'],
  ['Fire', 'আগুনের'],
  ['Crystal', 'স্ফটিক'],
  ['Mystic', 'রহস্যময়'],
  ['Jungle', 'জঙ্গলের'],
  ['Ocean', 'সমুদ্রের'],
  ['Thunder', 'বজ্রের'],
  ['Happy', 'খুশির'],
  ['Silver', 'রুপালি'],
  ['Ancient', 'প্রাচীন'],
  ['Sweet', 'মিষ্টি'],
  ['Neon', 'নিয়ন'],
  ['Cosmic', 'মহাজাগতিক'],
  ['Secret', 'গোপন'],
  ['Diamond', 'হীরার'],
  ['Emerald', 'পান্নার'],
  ['Ruby', 'চুনির'],
  ['Midnight', 'মধ্যরাতের'],
  ['Sunny', 'রোদেলা'],
  ['Frozen', 'জমাট'],
  ['Shining', 'ঝলমলে'],
  ['Brave', 'সাহসী'],
  ['Rich', 'ধনী'],
  ['Dancing', 'নাচের'],
];

export const SLOT_NOUNS: readonly Word[] = [
  ['Dragon', 'ড্রাগন'],
  ['Fortune', 'ভাগ্য'],
  ['Treasure', 'গুপ্তধন'],
  ['Tiger', 'বাঘ'],
  ['Phoenix', 'ফিনিক্স'],
  ['Gems', 'রত্ন'],
  ['Empire', 'সাম্রাজ্য'],
  ['Temple', 'মন্দির'],
  ['Pirates', 'জলদস্যু'],
  ['Queen', 'রানী'],
  ['Panda', 'পান্ডা'],
  ['Lion', 'সিংহ'],
  ['Elephant', 'হাতি'],
  ['Fruits', 'ফল'],
  ['Coins', 'মুদ্রা'],
  ['Festival', 'উৎসব'],
  ['Garden', 'বাগান'],
  ['Kingdom', 'রাজ্য'],
  ['Legend', 'কিংবদন্তি'],
  ['Stars', 'তারা'],
  ['Moon', 'চাঁদ'],
  ['Sun', 'সূর্য'],
  ['Lotus', 'পদ্ম'],
  ['Peacock', 'ময়ূর'],
  ['Wheel', 'চাকা'],
  ['Journey', 'যাত্রা'],
  ['Palace', 'প্রাসাদ'],
  ['Bonanza', 'বোনানজা'],
  ['Riches', 'সম্পদ'],
  ['Knight', 'যোদ্ধা'],
];

export const SLOT_SUFFIXES: readonly Word[] = [
  ['', ''],
  ['Deluxe', 'ডিলাক্স'],
  ['Megaways', 'মেগাওয়েজ'],
  ['2', '২'],
  ['Gold Edition', 'গোল্ড সংস্করণ'],
  ['Rush', 'রাশ'],
];

export const FISH_PREFIXES: readonly Word[] = [
  ['Ocean', 'সমুদ্র'],
  ['Deep Sea', 'গভীর সমুদ্র'],
  ['Mega', 'মেগা'],
  ['Royal', 'রাজকীয়'],
  ['Happy', 'খুশির'],
  ['Dragon', 'ড্রাগন'],
  ['Golden', 'সোনালী'],
  ['Thunder', 'বজ্র'],
  ['Crazy', 'পাগলা'],
  ['Jackpot', 'জ্যাকপট'],
];

export const FISH_NOUNS: readonly Word[] = [
  ['Fishing', 'মাছ ধরা'],
  ['Hunter', 'শিকারি'],
  ['King', 'রাজা'],
  ['Shark Hunt', 'হাঙর শিকার'],
  ['Catch', 'ধরা'],
  ['Bomb Fishing', 'বোমা মাছ ধরা'],
  ['Reef', 'প্রবাল'],
  ['Party', 'পার্টি'],
  ['War', 'যুদ্ধ'],
  ['Legend', 'কিংবদন্তি'],
  ['Mermaid', 'জলপরী'],
  ['Whale', 'তিমি'],
];

export const CARD_GAMES: readonly Word[] = [
  ['Teen Patti', 'তিন পাত্তি'],
  ['Andar Bahar', 'আন্দার বাহার'],
  ['Rummy', 'রামি'],
  ['Ludo', 'লুডো'],
  ['Poker', 'পোকার'],
  ['Blackjack', 'ব্ল্যাকজ্যাক'],
  ['Dragon Tiger', 'ড্রাগন টাইগার'],
  ['Sic Bo', 'সিক বো'],
  ['Callbreak', 'কলব্রেক'],
  ['Jhandi Munda', 'ঝান্ডি মুন্ডা'],
  ['Carrom', 'ক্যারম'],
  ['Baccarat', 'বাকারা'],
];

export const CARD_VARIANTS: readonly Word[] = [
  ['Classic', 'ক্লাসিক'],
  ['Pro', 'প্রো'],
  ['Royal', 'রাজকীয়'],
  ['Speed', 'স্পিড'],
  ['VIP', 'ভিআইপি'],
  ['Mini', 'মিনি'],
  ['Blitz', 'ব্লিটজ'],
  ['Club', 'ক্লাব'],
  ['Master', 'মাস্টার'],
  ['Duel', 'দ্বন্দ্ব'],
  ['Arena', 'অ্যারেনা'],
];

export const LIVE_TABLES: readonly Word[] = [
  ['Baccarat', 'বাকারা'],
  ['Speed Baccarat', 'স্পিড বাকারা'],
  ['Roulette', 'রুলেট'],
  ['Auto Roulette', 'অটো রুলেট'],
  ['Sic Bo', 'সিক বো'],
  ['Dragon Tiger', 'ড্রাগন টাইগার'],
  ['Blackjack', 'ব্ল্যাকজ্যাক'],
  ['Fan Tan', 'ফ্যান ট্যান'],
  ['Andar Bahar', 'আন্দার বাহার'],
  ['Teen Patti', 'তিন পাত্তি'],
  ['Money Wheel', 'মানি হুইল'],
  ['Football Studio', 'ফুটবল স্টুডিও'],
];

export const IN_HOUSE_GAMES: readonly Word[] = [
  ['Crash', 'ক্র্যাশ'],
  ['Dice', 'ডাইস'],
  ['Mines', 'মাইনস'],
  ['Plinko', 'প্লিংকো'],
  ['Limbo', 'লিম্বো'],
  ['Tower', 'টাওয়ার'],
  ['Hi-Lo', 'হাই-লো'],
  ['Wheel', 'চাকা'],
  ['Coin Flip', 'কয়েন টস'],
  ['Aviator', 'বৈমানিক'],
];

export const SPORTS_PRODUCTS: readonly Word[] = [
  ['Sportsbook', 'স্পোর্টসবুক'],
  ['Virtual Football', 'ভার্চুয়াল ফুটবল'],
  ['Virtual Cricket', 'ভার্চুয়াল ক্রিকেট'],
  ['Virtual Basketball', 'ভার্চুয়াল বাস্কেটবল'],
  ['Horse Racing', 'ঘোড়দৌড়'],
  ['Kabaddi', 'কাবাডি'],
];

export const ESPORTS_PRODUCTS: readonly Word[] = [
  ['Esports Lobby', 'ইস্পোর্টস লবি'],
  ['MOBA League', 'মোবা লিগ'],
  ['Tactical Shooter', 'ট্যাকটিক্যাল শুটার'],
  ['Battle Arena', 'ব্যাটল অ্যারেনা'],
];

export const COCKFIGHT_PRODUCTS: readonly Word[] = [
  ['Cockfight Arena', 'মোরগ লড়াই অ্যারেনা'],
  ['Derby Live', 'ডার্বি লাইভ'],
  ['Sabong Classic', 'সাবং ক্লাসিক'],
];

export const LOTTERY_GAMES: readonly Word[] = [
  ['5D Lotto', '৫ডি লটো'],
  ['Pick 3', 'পিক ৩'],
  ['Keno', 'কেনো'],
  ['Fast 3', 'ফাস্ট ৩'],
  ['PK10', 'পিকে১০'],
  ['Mega 6/45', 'মেগা ৬/৪৫'],
  ['Power 6/55', 'পাওয়ার ৬/৫৫'],
  ['Lucky 28', 'লাকি ২৮'],
];

// Vietnam lotteries draw in one of three regions (services/lottery-draws.ts picks it from the game),
// so their names carry no city that could contradict the region they draw in, and no word of the
// slot names (a search for "dragon" finds the same games as before).
export const LOTTERY_PLACES: readonly Word[] = [
  ['Harmony', 'হারমনি'],
  ['Comet', 'কমেট'],
  ['Blossom', 'ব্লসম'],
  ['Jasmine', 'জেসমিন'],
  ['Rainbow', 'রেইনবো'],
  ['Jade', 'জেড'],
  ['Pearl', 'পার্ল'],
  ['Bamboo', 'ব্যাম্বু'],
  ['Orchid', 'অর্কিড'],
  ['Sunrise', 'সানরাইজ'],
];

// Editions, not draw speeds: each game's draw interval comes from the schedule (3, 5, 10 or 15
// minutes), so a name promising "1 min" or "Daily" would contradict the countdown beside it.
export const LOTTERY_DRAWS: readonly Word[] = [
  ['Classic', 'ক্লাসিক'],
  ['Gold', 'গোল্ড'],
  ['Super', 'সুপার'],
  ['Royal', 'রয়্যাল'],
  ['Star', 'স্টার'],
];

/** Bengali digits, for numbered variants ("Table 12" → "টেবিল ১২"). */
export function bengaliDigits(value: number | string): string {
  return String(value).replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
}
