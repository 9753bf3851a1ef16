import type { NameTheme } from './catalogue-vendors.ts';
import * as words from './catalogue-words.ts';
import { bengaliDigits, type Word } from './catalogue-words.ts';

/** mulberry32: a tiny seeded generator, so every seed run (and every process) builds the same catalogue. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function join(...parts: Word[]): Word {
  const en = parts
    .map((part) => part[0])
    .filter((part) => part !== '')
    .join(' ');
  const bn = parts
    .map((part) => part[1])
    .filter((part) => part !== '')
    .join(' ');
  return [en, bn];
}

const numbered = (n: number): Word => [String(n), bengaliDigits(n)];

function product<A, B>(as: readonly A[], bs: readonly B[]): [A, B][] {
  return as.flatMap((a) => bs.map((b): [A, B] => [a, b]));
}

/** Cycles through a combination list; past its end the same names come back with a round number. */
function cycling(combos: readonly Word[]): (index: number) => Word {
  return (index) => {
    const base = combos[index % combos.length] as Word;
    const round = Math.floor(index / combos.length);
    return round === 0 ? base : join(base, numbered(round + 1));
  };
}

const PER_VENDOR: ReadonlySet<NameTheme> = new Set([
  'sports',
  'esports',
  'cockfight',
  'lottery',
  'vnLottery',
]);

/**
 * One name generator per theme. Each keeps its own counter across vendors, so e.g. the 2,000 slot
 * games are drawn from one shuffled pool of adjective × noun × suffix and do not repeat.
 */
export function createNamer(random: () => number): (theme: NameTheme, vendor: string) => Word {
  const slots = shuffled(
    product(product(words.SLOT_ADJECTIVES, words.SLOT_NOUNS), words.SLOT_SUFFIXES).map(
      ([[adjective, noun], suffix]) => join(adjective, noun, suffix),
    ),
    random,
  );
  const live = product(
    words.LIVE_TABLES,
    Array.from({ length: 30 }, (_, i) => i + 1),
  ).map(([table, n]) => join(table, numbered(n)));
  const generators: Record<NameTheme, (index: number) => Word> = {
    slot: cycling(slots),
    fish: cycling(
      shuffled(
        product(words.FISH_PREFIXES, words.FISH_NOUNS).map(([a, b]) => join(a, b)),
        random,
      ),
    ),
    card: cycling(product(words.CARD_GAMES, words.CARD_VARIANTS).map(([a, b]) => join(a, b))),
    live: cycling(shuffled(live, random)),
    inHouse: cycling(
      product(words.IN_HOUSE_GAMES, words.CARD_VARIANTS).map(([a, b]) => join(a, b)),
    ),
    sports: cycling(words.SPORTS_PRODUCTS),
    esports: cycling(words.ESPORTS_PRODUCTS),
    cockfight: cycling(words.COCKFIGHT_PRODUCTS),
    lottery: cycling(product(words.LOTTERY_GAMES, words.LOTTERY_DRAWS).map(([a, b]) => join(a, b))),
    vnLottery: cycling(
      product(words.LOTTERY_PLACES, words.LOTTERY_DRAWS).map(([a, b]) =>
        join(['Lotto', 'লটো'], a, b),
      ),
    ),
  };
  const counters = new Map<string, number>();
  return (theme, vendor) => {
    // Products a vendor has one of each (a sportsbook, a lotto per draw) restart for every vendor.
    const key = PER_VENDOR.has(theme) ? `${theme}:${vendor}` : theme;
    const index = counters.get(key) ?? 0;
    counters.set(key, index + 1);
    return generators[theme](index);
  };
}
