import type { GameRow } from '../db/queries/games.ts';
import { gameIconPath } from './game-dto.ts';
import { escapeHtml } from './escape-html.ts';

// The page a launch opens. The site's CSP allows scripts and styles only from 'self', so the page
// has no inline script or style: it links /games/play.css, and its slot (requirements C6.1) runs from
// /games/play.js. Without JavaScript the page still shows the game, the balance and the slot's
// controls, with a note that spinning needs JavaScript.

const TEXT = {
  en: {
    free: 'Free play: demo credits, no real money.',
    real: 'Demo game: this reference server moves no real money.',
    vendor: 'Provider',
    minBet: 'Minimum bet',
    lines: 'Lines',
    prize: 'Prize mode',
    play: 'Play type',
    back: 'Back to the lobby',
    title: 'demo',
    slot: 'Slot',
    balance: 'Balance',
    credits: 'Demo credits',
    stake: 'Stake',
    chips: 'Quick stakes',
    lower: 'Lower the stake',
    raise: 'Raise the stake',
    spin: 'Spin',
    reels: 'Reels',
    noScript: 'Spinning needs JavaScript.',
    noTicket: 'To play, open this game from the lobby.',
    script: {
      spinning: 'Spinning…',
      win: 'You won {amount}!',
      loss: 'No win this time.',
      reels: 'The reels show {symbols}.',
      insufficient: 'Not enough balance for this stake. Lower the stake or make a deposit.',
      ticket: 'This game session has ended. Open the game again from the lobby.',
      network: 'The connection failed. Spin again to send the same spin.',
      belowMin: 'The lowest stake is {min}.',
      aboveMax: 'The highest stake is {max}.',
      badStake: 'Enter an amount such as 1.00 (at most 2 decimals).',
      error: 'Something went wrong. Please try again.',
      symbols: {
        cherry: 'cherry',
        lemon: 'lemon',
        bell: 'bell',
        bar: 'bar',
        seven: 'seven',
        diamond: 'diamond',
      },
    },
  },
  bn: {
    free: 'ফ্রি প্লে: ডেমো ক্রেডিট, আসল টাকা নয়।',
    real: 'ডেমো গেম: এই সার্ভারে আসল টাকা লেনদেন হয় না।',
    vendor: 'প্রদানকারী',
    minBet: 'সর্বনিম্ন বাজি',
    lines: 'লাইন',
    prize: 'পুরস্কার মোড',
    play: 'খেলার ধরন',
    back: 'লবিতে ফিরে যান',
    title: 'ডেমো',
    slot: 'স্লট',
    balance: 'ব্যালেন্স',
    credits: 'ডেমো ক্রেডিট',
    stake: 'বাজির পরিমাণ',
    chips: 'দ্রুত বাজি',
    lower: 'বাজি কমান',
    raise: 'বাজি বাড়ান',
    spin: 'স্পিন',
    reels: 'রিল',
    noScript: 'স্পিন করতে জাভাস্ক্রিপ্ট চালু করুন।',
    noTicket: 'খেলতে লবি থেকে গেমটি খুলুন।',
    script: {
      spinning: 'স্পিন হচ্ছে…',
      win: 'অভিনন্দন! আপনি {amount} জিতেছেন!',
      loss: 'এবার জেতা হয়নি।',
      reels: 'রিলে এসেছে {symbols}।',
      insufficient: 'এই বাজির জন্য পর্যাপ্ত ব্যালেন্স নেই। বাজি কমান অথবা টাকা জমা দিন।',
      ticket: 'খেলার সেশন শেষ হয়েছে। লবি থেকে গেমটি আবার খুলুন।',
      network: 'সংযোগে সমস্যা হয়েছে। আবার স্পিন করলে একই স্পিনটি পাঠানো হবে।',
      belowMin: 'সর্বনিম্ন বাজি {min}।',
      aboveMax: 'সর্বোচ্চ বাজি {max}।',
      badStake: 'সঠিক পরিমাণ লিখুন, যেমন 1.00 (দশমিকের পরে সর্বোচ্চ ২ ঘর)।',
      error: 'কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।',
      symbols: {
        cherry: 'চেরি',
        lemon: 'লেবু',
        bell: 'ঘণ্টা',
        bar: 'বার',
        seven: 'সাত',
        diamond: 'হীরা',
      },
    },
  },
} as const;

export type PageLanguage = keyof typeof TEXT;

/** The playable slot of a launch whose ticket checked out (requirements C6.1, C6.3). */
export interface SlotOptions {
  /** The wallet balance for real money; null for free play, whose demo credits the script keeps. */
  balance: string | null;
  minStake: string;
  maxStake: string;
}

export interface DemoPageOptions {
  free: boolean;
  language: PageLanguage;
  prizeMode?: string | undefined;
  playType?: string | undefined;
  /** Absent without a valid play ticket: the page then shows the game and says how to play. */
  slot?: SlotOptions | undefined;
}

/** The demo credits a free-play page starts with (requirements C6.3); never a wallet's money. */
export const DEMO_CREDITS = '2000.00';

const CHIPS = ['0.10', '1.00', '5.00', '10.00', '50.00', '100.00'];

function slotSection(t: (typeof TEXT)[PageLanguage], slot: SlotOptions | undefined): string {
  if (slot === undefined) return `<p class="note">${escapeHtml(t.noTicket)}</p>`;
  const free = slot.balance === null;
  const minCents = BigInt(slot.minStake.replace('.', ''));
  const chips = CHIPS.filter((chip) => BigInt(chip.replace('.', '')) >= minCents);
  if (!chips.includes(slot.minStake)) chips.unshift(slot.minStake);
  const first = chips.includes('1.00') ? '1.00' : slot.minStake;
  const chipButtons = chips
    .slice(0, 5)
    .map(
      (chip) =>
        `<button type="button" class="chip" data-stake="${chip}" aria-pressed="${String(chip === first)}">${chip}</button>`,
    )
    .join('');
  return `<section class="slot" id="slot" aria-labelledby="slot-title" data-free="${free ? '1' : '0'}" data-min="${escapeHtml(slot.minStake)}" data-max="${escapeHtml(slot.maxStake)}" data-texts="${escapeHtml(JSON.stringify(t.script))}">
<h2 id="slot-title">${escapeHtml(t.slot)}</h2>
<p class="balance">${escapeHtml(free ? t.credits : t.balance)}: <output id="balance" aria-live="polite">${escapeHtml(slot.balance ?? DEMO_CREDITS)}</output></p>
<div class="reels" role="img" id="reels" aria-label="${escapeHtml(t.reels)}"><span class="reel">?</span><span class="reel">?</span><span class="reel">?</span></div>
<div class="chips" role="group" aria-label="${escapeHtml(t.chips)}">${chipButtons}</div>
<div class="stake">
<button type="button" id="lower" aria-label="${escapeHtml(t.lower)}">−</button>
<label for="stake">${escapeHtml(t.stake)}</label>
<input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="${first}" aria-describedby="result">
<button type="button" id="raise" aria-label="${escapeHtml(t.raise)}">+</button>
</div>
<button type="button" id="spin" class="spin">${escapeHtml(t.spin)}</button>
<p id="result" class="result" role="status" aria-live="polite"></p>
<noscript><p class="note">${escapeHtml(t.noScript)}</p></noscript>
</section>
<script src="/games/play.js" defer></script>`;
}

export function demoGamePage(game: GameRow, vendorName: string, options: DemoPageOptions): string {
  const t = TEXT[options.language];
  const name = escapeHtml(options.language === 'bn' ? game.nameBn : game.nameEn);
  const facts: [string, string][] = [
    [t.vendor, vendorName],
    [t.minBet, game.minBet],
    [t.lines, String(game.minLine)],
  ];
  if (options.prizeMode !== undefined) facts.push([t.prize, options.prizeMode]);
  if (options.playType !== undefined) facts.push([t.play, options.playType]);
  const list = facts
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} (${t.title})</title>
<link rel="stylesheet" href="/games/play.css">
</head>
<body>
<main>
<h1>${name}</h1>
<img src="${gameIconPath(game.code)}" alt="${name}" width="240" height="240">
<p class="mode ${options.free ? 'free' : 'real'}" role="status">${escapeHtml(options.free ? t.free : t.real)}</p>
<dl>${list}</dl>
${slotSection(t, options.slot)}
<p><a href="/m/home">${escapeHtml(t.back)}</a></p>
</main>
</body>
</html>
`;
}

export const DEMO_PAGE_CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#10141c;color:#f2f4f8}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 1rem}
img{display:block;margin:0 auto;border-radius:1rem;max-width:100%;height:auto}
.mode{margin:1rem 0;padding:.75rem;border-radius:.5rem;background:#1f2a3a}
.mode.free{background:#124a2a}
dl{display:grid;grid-template-columns:auto auto;gap:.25rem 1rem;justify-content:center;text-align:left}
dt{color:#b8c2d3}dd{margin:0}
a{color:#8fc7ff;display:inline-block;padding:.75rem 1rem;min-height:44px;box-sizing:border-box}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #ffd166;outline-offset:2px}
.note{color:#b8c2d3}
.slot{margin:1.5rem 0;padding:1rem;border-radius:1rem;background:#1a2230}
.slot h2{margin:0 0 .5rem;font-size:1.25rem}
.balance output{font-weight:700;font-variant-numeric:tabular-nums}
.reels{display:flex;justify-content:center;gap:.5rem;margin:1rem 0}
.reel{display:inline-flex;align-items:center;justify-content:center;width:4.5rem;height:4.5rem;border-radius:.75rem;background:#0b0f16;font-size:2.25rem}
.reels.spinning .reel{opacity:.5}
.chips{display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem;margin:.75rem 0}
.stake{display:flex;align-items:center;justify-content:center;gap:.5rem;flex-wrap:wrap}
.stake input{width:7rem;min-height:44px;font-size:1.1rem;text-align:center;border-radius:.5rem;border:1px solid #51607a;background:#0b0f16;color:inherit}
button{min-height:44px;min-width:44px;border-radius:.5rem;border:1px solid #51607a;background:#243048;color:inherit;font-size:1rem;padding:0 .75rem;cursor:pointer}
.chip[aria-pressed="true"]{background:#2f6fed;border-color:#8fc7ff}
.spin{display:block;width:100%;margin:1rem 0 .5rem;font-size:1.25rem;font-weight:700;background:#e0a100;color:#10141c;border:0}
.spin:disabled{opacity:.6;cursor:progress}
.result{min-height:1.5em;font-weight:600}
.result.win{color:#7be08f}.result.refused{color:#ffb3a7}
`;

/**
 * The slot's script (/games/play.js). It reads the play ticket from its own address and the texts and
 * limits from the slot's data attributes, and posts each spin with a fresh Idempotency-Key, reused
 * only to send the same spin again after a network failure (docs/api.md "Cashier" → Rounds). Money
 * stays exact: amounts are decimal strings, and demo credits are counted in whole cents as BigInt.
 */
export const DEMO_PAGE_SCRIPT = `'use strict';
(function () {
  var slot = document.getElementById('slot');
  if (!slot) return;
  var texts = JSON.parse(slot.dataset.texts);
  var free = slot.dataset.free === '1';
  var ticket = new URLSearchParams(location.search).get('ticket') || '';
  var code = location.pathname.split('/').pop();
  var input = document.getElementById('stake');
  var spinButton = document.getElementById('spin');
  var result = document.getElementById('result');
  var balance = document.getElementById('balance');
  var reels = document.getElementById('reels');
  var AMOUNT = /^(0|[1-9][0-9]{0,11})([.][0-9]{1,2})?$/;
  var LADDER = ['0.10', '0.20', '0.50', '1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00',
    '200.00', '500.00', '1000.00', '2000.00', '5000.00'];
  var FACES = { cherry: '\\u{1F352}', lemon: '\\u{1F34B}', bell: '\\u{1F514}', bar: 'BAR',
    seven: '7', diamond: '\\u{1F48E}' };
  function cents(text) {
    var parts = text.split('.');
    return BigInt(parts[0]) * 100n + BigInt((parts[1] || '').padEnd(2, '0'));
  }
  function print(value) {
    var sign = value < 0n ? '-' : '';
    var size = value < 0n ? -value : value;
    return sign + (size / 100n) + '.' + String(size % 100n).padStart(2, '0');
  }
  function say(text, kind) {
    result.textContent = text;
    result.className = 'result' + (kind ? ' ' + kind : '');
  }
  var min = cents(slot.dataset.min);
  var max = cents(slot.dataset.max);
  var ladder = LADDER.map(cents).filter(function (v) { return v >= min && v <= max; });
  if (ladder.length === 0 || ladder[0] !== min) ladder.unshift(min);
  var credits = cents(balance.textContent.trim());
  var pending = null;
  function stakeText() {
    var typed = input.value.trim().replace(/[\\u09E6-\\u09EF]/g, function (d) {
      return String.fromCharCode(d.charCodeAt(0) - 0x09e6 + 48);
    });
    return AMOUNT.test(typed) ? typed : null;
  }
  function setStake(value) {
    input.value = print(value);
    markChips();
  }
  function markChips() {
    var typed = stakeText();
    document.querySelectorAll('.chip').forEach(function (chip) {
      chip.setAttribute('aria-pressed', String(typed !== null && cents(chip.dataset.stake) === cents(typed)));
    });
  }
  document.querySelectorAll('.chip').forEach(function (chip) {
    chip.addEventListener('click', function () { setStake(cents(chip.dataset.stake)); });
  });
  input.addEventListener('input', markChips);
  document.getElementById('lower').addEventListener('click', function () {
    var now = stakeText() === null ? min : cents(stakeText());
    var lower = ladder.filter(function (v) { return v < now; });
    setStake(lower.length > 0 ? lower[lower.length - 1] : min);
  });
  document.getElementById('raise').addEventListener('click', function () {
    var now = stakeText() === null ? min : cents(stakeText());
    var higher = ladder.filter(function (v) { return v > now; });
    setStake(higher.length > 0 ? higher[0] : max);
  });
  function check(stake) {
    if (stake === null) return texts.badStake;
    var value = cents(stake);
    if (value < min) return texts.belowMin.replace('{min}', print(min));
    if (value > max) return texts.aboveMax.replace('{max}', print(max));
    if (free && value > credits) return texts.insufficient;
    return null;
  }
  function show(round) {
    reels.querySelectorAll('.reel').forEach(function (reel, index) {
      reel.textContent = FACES[round.reels[index]] || '?';
    });
    var names = round.reels.map(function (symbol) { return texts.symbols[symbol] || symbol; });
    reels.setAttribute('aria-label', texts.reels.replace('{symbols}', names.join(', ')));
    if (free) credits += cents(round.payout) - cents(round.stake);
    balance.textContent = free ? print(credits) : round.balance;
    var won = cents(round.payout) > 0n;
    var words = won ? texts.win.replace('{amount}', round.payout) : texts.loss;
    say(words + ' ' + texts.reels.replace('{symbols}', names.join(', ')), won ? 'win' : '');
  }
  function refused(body) {
    var codeName = body && body.errorCode;
    if (codeName === 'withdraw.balance.insufficient') return texts.insufficient;
    if (codeName === 'play.ticket.invalid') return texts.ticket;
    if (codeName === 'amount.below.minimum') return texts.belowMin.replace('{min}', body.value.min);
    if (codeName === 'amount.above.maximum') return texts.aboveMax.replace('{max}', body.value.max);
    return texts.error;
  }
  spinButton.addEventListener('click', function () {
    var stake = stakeText();
    var problem = check(stake);
    if (problem !== null) { say(problem, 'refused'); return; }
    // A retry after a network failure sends the same spin (same key); anything else is a new spin.
    var key = pending !== null && pending.stake === stake ? pending.key : crypto.randomUUID();
    pending = { stake: stake, key: key };
    spinButton.disabled = true;
    reels.classList.add('spinning');
    say(texts.spinning, '');
    fetch('/games/play/' + encodeURIComponent(code) + '/rounds', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ ticket: ticket, stake: stake })
    }).then(function (response) {
      pending = null;
      return response.json().then(function (body) {
        if (response.ok && body.success) show(body.value);
        else say(refused(body), 'refused');
      });
    }, function () {
      say(texts.network, 'refused');
    }).catch(function () {
      say(texts.error, 'refused');
    }).finally(function () {
      spinButton.disabled = false;
      reels.classList.remove('spinning');
    });
  });
})();
`;
