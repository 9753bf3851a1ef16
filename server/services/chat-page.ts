// The demo chat page that CBS_launchChat points at. Like the demo game page it is opened by
// navigation and carries no script or inline style (CSP: 'self' only): the header colour comes in
// through the stylesheet's address instead.

import { escapeHtml } from './escape-html.ts';

const TEXT = {
  en: {
    title: 'Live chat',
    lines: [
      ['host', 'Hello! Welcome to live chat. How can we help you today?'],
      [
        'host',
        'This is a demo chat of the reference server: no real agent reads your messages here.',
      ],
      [
        'host',
        'For deposits, withdrawals and your account, the operator’s customer service answers around the clock.',
      ],
    ],
    back: 'Back to the site',
    note: 'Demo chat',
  },
  bn: {
    title: 'লাইভ চ্যাট',
    lines: [
      ['host', 'হ্যালো! লাইভ চ্যাটে আপনাকে স্বাগতম। আজ আমরা আপনাকে কীভাবে সাহায্য করতে পারি?'],
      ['host', 'এটি রেফারেন্স সার্ভারের একটি ডেমো চ্যাট: এখানে কোনো আসল এজেন্ট আপনার বার্তা পড়েন না।'],
      ['host', 'ডিপোজিট, উইথড্র এবং আপনার অ্যাকাউন্টের জন্য অপারেটরের গ্রাহক সেবা সারাক্ষণ উত্তর দেয়।'],
    ],
    back: 'সাইটে ফিরে যান',
    note: 'ডেমো চ্যাট',
  },
} as const;

export type ChatPageLanguage = keyof typeof TEXT;

export interface ChatPageOptions {
  language: ChatPageLanguage;
  /** A path of the site under /m/, already checked. */
  back: string;
  /** Six hex digits, already checked. */
  accent: string;
  title: string | undefined;
}

export function chatPage(options: ChatPageOptions): string {
  const t = TEXT[options.language];
  const title = escapeHtml(options.title ?? t.title);
  const lines = t.lines
    .map(([who, line]) => `<li class="${who}">${escapeHtml(line)}</li>`)
    .join('\n');
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/chat/chat.css?accent=${options.accent}">
</head>
<body>
<header><a class="back" href="${escapeHtml(options.back)}">${escapeHtml(t.back)}</a><h1>${title}</h1></header>
<main>
<p class="note" role="status">${escapeHtml(t.note)}</p>
<ol class="messages">
${lines}
</ol>
</main>
</body>
</html>
`;
}

export function chatPageCss(accent: string): string {
  return `body{margin:0;font-family:system-ui,sans-serif;background:#f3f5f9;color:#16181d}
header{display:flex;align-items:center;gap:.75rem;padding:.5rem 1rem;background:#${accent};color:#111}
h1{font-size:1.125rem;margin:0}
.back{color:inherit;display:inline-block;padding:.75rem .5rem;min-height:44px;box-sizing:border-box}
.back:focus-visible{outline:3px solid #16181d;outline-offset:2px}
main{max-width:32rem;margin:0 auto;padding:1rem}
.note{margin:0 0 1rem;padding:.5rem .75rem;border-radius:.5rem;background:#e2e7f0;font-size:.875rem}
.messages{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.messages li{max-width:85%;padding:.75rem 1rem;border-radius:1rem;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.08);line-height:1.5}
`;
}
