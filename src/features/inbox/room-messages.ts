import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { balanceRequiredOf, vipRequiredOf, type Room } from '../../api/endpoints/rooms';
import { formatMoney } from '../../lib/money-text';

// What a chat room's badge says and why a room refuses a player (requirements B7.3, docs/api.md
// "Chat rooms"), translated; the refusal's numbers come from the server's answer.

/** The badge by the host's name: "Free", "VIP 3+", "Pay per view 2,000.00". */
export function roomBadge(i18n: I18n, room: Room): string {
  switch (room.roomType) {
    case 'free':
      return i18n._(msg`Free`);
    case 'vip': {
      const level = room.vipLevel ?? 1;
      return i18n._(msg`VIP ${level}+`);
    }
    case 'payPerView': {
      const price = formatMoney(room.price ?? '0.00');
      return i18n._(msg`Pay per view ${price}`);
    }
  }
}

const CODES: Readonly<Record<string, MessageDescriptor>> = {
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  'login.not.session': msg`You are not logged in, please login first`,
  'function.not.available': msg`Account does not have permission or feature unavailable`,
  'too.many.requests': msg`Too many attempts, please try again later`,
  'network.offline': msg`No internet connection`,
  'network.timeout': msg`The connection is slow, please try again`,
};

const FALLBACK = msg`The room could not be opened. Please try again.`;

/** Why the room did not open, in the player's language, from the refusal's code and value. */
export function roomRefusalMessage(i18n: I18n, code: string, value: unknown): string {
  if (code === 'room.vip.required') {
    const vip = vipRequiredOf(value);
    if (vip !== null) {
      const { required, level } = vip;
      return i18n._(
        msg`This room is for VIP ${required} members and above. Your level is ${level}.`,
      );
    }
  }
  if (code === 'room.balance.insufficient') {
    const balance = balanceRequiredOf(value);
    if (balance !== null) {
      const price = formatMoney(balance.price);
      return i18n._(msg`This pay-per-view room costs ${price}. Please deposit to watch.`);
    }
  }
  return i18n._(CODES[code] ?? FALLBACK);
}

/** A refusal the site gives without asking the server: a trial player has no room to enter. */
export function trialRefusal(i18n: I18n): string {
  return i18n._(CODES['trial.not.allowed'] ?? FALLBACK);
}
