import * as z from 'zod/mini';
import { looseString } from './lenient.ts';

// The game of requirements B3 as every games call answers it (list, search, hot, favourites, recent).
// Image paths are origin-relative: views join them to the visit's image CDN (lib/image-cdn.ts).

const flag = z._default(z.catch(z.int(), 0), 0);
const optionalText = z._default(z.catch(z.nullable(z.string()), null), null);

export const gameSchema = z.pipe(
  z.object({
    nodeId: z.int(),
    gameId: looseString,
    roomId: optionalText,
    gameType: z.string(),
    gameCategory: optionalText,
    gameName: z.string(),
    /** The name in the request's language; some platforms omit it. */
    displayName: optionalText,
    /** Vendor code. */
    vassalage: z.string(),
    gameClassify: optionalText,
    showIcon: z._default(z.catch(z.int(), 1), 1),
    iconUrl: z._default(z.catch(z.string(), ''), ''),
    /** 0 = free play available (requirements B3). */
    supportPlay: z._default(z.catch(z.int(), 1), 1),
    /** 1 = free play available. */
    freeplay: flag,
    isGameH5: z._default(z.catch(z.int(), 1), 1),
    gameCode: z._default(z.catch(looseString, 'lobby'), 'lobby'),
    lottoMode: optionalText,
    playType: optionalText,
    minBet: z._default(z.catch(z.nullable(looseString), null), null),
    minLine: z._default(z.catch(z.nullable(z.int()), null), null),
    isNew: flag,
    /**
     * The game's place in the hot list, null when it is not hot. Not in requirements B3.1's list: the
     * reference server sends it (server/services/game-dto.ts) and the tiles show a Hot tag by it;
     * optional, so a platform without it only loses the tag.
     */
    hotRank: z.optional(z.catch(z.nullable(z.int()), null)),
    jackpot: z._default(z.catch(z.nullable(looseString), null), null),
  }),
  z.transform((game) => ({ ...game, displayName: game.displayName || game.gameName })),
);
export type Game = z.infer<typeof gameSchema>;

/** A list of games: it must be a list, but one malformed game is dropped rather than emptying the screen. */
export const gameArraySchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items): Game[] =>
    items.flatMap((raw) => {
      const parsed = z.safeParse(gameSchema, raw);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

/** Page numbers and counts of the paged answers, as numbers or numeric text. */
export const countSchema = z.pipe(z.coerce.number(), z.int().check(z.nonnegative()));

/** A page of games, whatever the call names its list (`games`, `content`, `list`). */
export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** Requirements B7: every games call names the html5 platform. */
export const PLATFORM = 'html5';
/** Requirements B9. */
export const CLIENT_TYPE = 2;
