import type { GameRow } from '../db/queries/games.ts';
import { gameIconPath } from './game-dto.ts';
import { escapeHtml } from './escape-html.ts';

// The page a launch opens. The site's CSP allows scripts and styles only from 'self', so the page
// has no inline script or style: it links /games/play.css and needs no script at all.

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
  },
} as const;

export type PageLanguage = keyof typeof TEXT;

export interface DemoPageOptions {
  free: boolean;
  language: PageLanguage;
  prizeMode?: string | undefined;
  playType?: string | undefined;
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
a:focus-visible{outline:3px solid #ffd166;outline-offset:2px}
`;
