import type { LotteryMenu } from '../../../api/endpoints/lottery-menu';
import type { PlayTypeOption } from '../../../../machines/lottery-play.machine.ts';

/** The menu's group of games without a play type (TCG_SEA, the Vietnam lotteries): nothing to choose. */
const STANDARD = 'Standard';

/** The play types a vendor's menu offers a game in, in the menu's order (Tradition first), with their names. */
export function playTypesIn(menu: LotteryMenu, gameCode: string): PlayTypeOption[] {
  return menu.menus
    .filter(
      (group) =>
        group.playType !== STANDARD && group.games.some((game) => game.gameCode === gameCode),
    )
    .map(({ playType, name }) => ({ playType, name }));
}
