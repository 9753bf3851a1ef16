import { createHash } from 'node:crypto';
import { VN_LOTTERY_VENDOR, type Draw } from './lottery-draws.ts';

/** TCG_SEA draws three two-digit numbers (server/README.md "Lottery"). */
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';

export interface DrawResult {
  numero: string;
  drawAt: number;
  result: string[];
}

/**
 * The demo result of a draw: a hash of vendor, game code and numero, so every process and every call
 * answers the same numbers for one draw, and nothing is stored. Vietnam lotteries draw a 6-digit special
 * prize, TCG_SEA three numbers 00–99, every other lottery five digits 0–9 (two hash bytes per number,
 * so the bias of the remainder is negligible).
 */
export function drawResult(
  vendor: string,
  gameCode: string,
  draw: Pick<Draw, 'numero' | 'drawAt'>,
): DrawResult {
  const bytes = createHash('sha256').update(`result ${vendor}:${gameCode}:${draw.numero}`).digest();
  let result: string[];
  if (vendor === VN_LOTTERY_VENDOR)
    result = [String(bytes.readUInt32BE(0) % 1_000_000).padStart(6, '0')];
  else if (vendor === SEA_LOTTERY_VENDOR)
    result = [0, 1, 2].map((index) =>
      String(bytes.readUInt16BE(4 + 2 * index) % 100).padStart(2, '0'),
    );
  else result = [0, 1, 2, 3, 4].map((index) => String(bytes.readUInt16BE(4 + 2 * index) % 10));
  return { numero: draw.numero, drawAt: draw.drawAt, result };
}
