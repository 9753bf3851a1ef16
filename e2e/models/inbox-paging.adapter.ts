import { expect, type Locator } from '@playwright/test';
import {
  inboxPagingMachine,
  type InboxPagingContext,
} from '../../machines/inbox-paging.machine.ts';
import type { InboxPage } from '../../shared/contract/calls/inbox-messages.ts';
import { resetSite } from '../dev-controls.ts';
import { apiLogin, MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// The inbox paging chart driven through /m/webEmail against the real server (docs/api.md "Inbox").
// The demo member has 6 messages (server/db/seed/content-players.ts); the site asks for 20 a page,
// so the run asks the real server for 2 a page instead (the request's pageSize is rewritten on its
// way), which gives three real pages to walk. A failed read is the network failing (the request
// aborted); a member without messages is answered by the test in the server's words.

const MEMBER = 'a member pages through the inbox';
const NO_MESSAGES = 'a member without messages';

/** Messages a page in this run, and the pages the demo member's 6 messages make. */
const PAGE_SIZE = 2;
const PAGES = 3;

const LIST_PATH = /\/wps\/relay\/CSP_messageList\?/;

/** A page as the model sees it: its number and the page count (the messages are the server's). */
const page = (pageNum: number): InboxPage => ({
  list: [{ id: pageNum, title: `page ${pageNum}`, createdAt: '', read: false }],
  pageNum,
  totalPages: PAGES,
  totalCount: PAGES * PAGE_SIZE,
  unReadCount: 0,
});
const answered = (output: InboxPage): ModelEvent => ({
  type: 'xstate.done.actor.loadPage',
  output,
});
const NOTHING: InboxPage = { list: [], pageNum: 1, totalPages: 0, totalCount: 0, unReadCount: 0 };
/** The model's id of the message opened (the run opens the first message of page 2). */
const OPENED = 21;

interface InboxWorld extends BaseWorld {
  listCalls: HeldRequests;
  /** The real pages' titles in the run's language, by page number. */
  titles: Map<number, string[]>;
  /** The titles of the messages the server had unread when the path started. */
  unread: Set<string>;
  /** The page the player asked for last. */
  pageNo: number;
  /** The title of the message opened on this path, once opened. */
  opened: string | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const messages = (world: BaseWorld): Locator =>
  world.page.getByRole('region', { name: new RegExp(`^${escape(world.t('Messages'))}`) });
const pager = (world: BaseWorld): Locator =>
  world.page.getByRole('navigation', { name: world.t('Message pages') });
const pagerButton = (world: BaseWorld, english: 'Newer' | 'Older'): Locator =>
  pager(world).getByRole('button', { name: world.t(english) });
const back = (world: BaseWorld): Locator =>
  world.page.getByRole('button', { name: world.t('Back to messages') });

/** The demo member's page of messages as the real server answers it, `PAGE_SIZE` a page. */
async function serverPage(world: BaseWorld, token: string, pageNo: number): Promise<InboxPage> {
  const answer = await world.request.get(
    `/wps/relay/CSP_messageList?pageNo=${pageNo}&pageSize=${PAGE_SIZE}&language=${world.lang.toUpperCase()}`,
    { headers: { Merchant: MERCHANT, Authorization: token } },
  );
  return ((await answer.json()) as { value: InboxPage }).value;
}

export const inboxPagingAdapter = defineAdapter<InboxWorld>({
  chart: 'inbox-paging',
  machine: inboxPagingMachine,
  events: {
    [MEMBER]: [
      answered(page(1)),
      answered(page(2)),
      answered(page(3)),
      { type: 'xstate.error.actor.loadPage', error: { code: 'network.offline' } },
      { type: 'page.retry' },
      { type: 'page.older' },
      { type: 'page.newer' },
      { type: 'message.opened', id: OPENED },
      { type: 'message.closed' },
    ],
    [NO_MESSAGES]: [answered(NOTHING)],
  },
  sequences: {
    [MEMBER]: [
      // To the last page and back to the first, each page read again on the way.
      [
        answered(page(1)),
        { type: 'page.older' },
        answered(page(2)),
        { type: 'page.older' },
        answered(page(3)),
        { type: 'page.newer' },
        answered(page(2)),
        { type: 'page.newer' },
        answered(page(1)),
      ],
      // Back from a message, the same page is read again and the message shows read.
      [
        answered(page(1)),
        { type: 'page.older' },
        answered(page(2)),
        { type: 'message.opened', id: OPENED },
        { type: 'message.closed' },
        answered(page(2)),
      ],
      // Try again after a failed read shows the page.
      [
        { type: 'xstate.error.actor.loadPage', error: { code: 'network.offline' } },
        { type: 'page.retry' },
        answered(page(1)),
      ],
    ],
  },
  // A page's answer is the page asked for; the first read fails on the way in only; a message is
  // opened on page 2 only (the same steps on another page show nothing new); the pager's buttons
  // are tapped where they are enabled.
  canSend: (_keys, event, context: InboxPagingContext) => {
    if (event.type === 'xstate.done.actor.loadPage')
      return (event.output as InboxPage).pageNum === context.page;
    if (event.type === 'xstate.error.actor.loadPage') return context.totalPages === 0;
    if (event.type === 'message.opened') return context.page === 2;
    // Newer on the first page and Older on the last are disabled buttons (the showing state checks).
    if (event.type === 'page.newer') return context.page > 1;
    if (event.type === 'page.older') return context.page < context.totalPages;
    return true;
  },
  notDriven: {
    'messages.reload':
      'a new language while the inbox shows: the language is switched in the region and language chart, whose own run covers the switch; the chart test walks the reload',
  },
  async setUp(base, path) {
    await resetSite(base.request);
    const session = await apiLogin(base.request, 'demo_player', 'Demo1234');
    await base.page.addInitScript(
      (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
      session,
    );
    const titles = new Map<number, string[]>();
    const unread = new Set<string>();
    for (let pageNo = 1; pageNo <= PAGES; pageNo += 1) {
      const answer = await serverPage(base, session.token, pageNo);
      expect(answer.totalPages, `the demo member's messages make ${PAGES} pages`).toBe(PAGES);
      titles.set(
        pageNo,
        answer.list.map((m) => m.title),
      );
      for (const m of answer.list) if (!m.read) unread.add(m.title);
    }
    const listCalls = await HeldRequests.install(base.page, LIST_PATH, 'inbox page');
    // Registered last, so it sees each request first: the same request, 2 messages a page.
    if (path.scenario === MEMBER)
      await base.page.route(LIST_PATH, (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('pageSize', String(PAGE_SIZE));
        return route.fallback({ url: url.toString() });
      });
    await base.page.goto(`/m/webEmail?lang=${base.lang.toUpperCase()}`);
    return { ...base, listCalls, titles, unread, pageNo: 1, opened: null };
  },
  states: {
    loading: {
      words: 'reading a page',
      async see(world) {
        await world.listCalls.expectHeld();
        await expect(world.page.locator('[aria-busy="true"]').first()).toBeAttached();
        await expect(messages(world)).toHaveCount(0);
      },
    },
    showing: {
      words: 'a page of messages',
      async see(world) {
        const titles = world.titles.get(world.pageNo) ?? [];
        await expect(messages(world).getByRole('listitem')).toHaveCount(titles.length);
        for (const [index, title] of titles.entries())
          await expect(messages(world).getByRole('listitem').nth(index)).toContainText(title);
        await expect(pager(world)).toContainText(
          world
            .t('Page {pageNum} of {totalPages}')
            .replace('{pageNum}', String(world.pageNo))
            .replace('{totalPages}', String(PAGES)),
        );
        // Newer is off on the first page, Older on the last.
        if (world.pageNo === 1) await expect(pagerButton(world, 'Newer')).toBeDisabled();
        else await expect(pagerButton(world, 'Newer')).toBeEnabled();
        if (world.pageNo === PAGES) await expect(pagerButton(world, 'Older')).toBeDisabled();
        else await expect(pagerButton(world, 'Older')).toBeEnabled();
        // Unread messages carry the mark; a message read on this path shows read once the page is
        // read again.
        for (const title of titles) {
          const mark = messages(world)
            .getByRole('button', { name: new RegExp(escape(title)) })
            .getByRole('img', { name: world.t('Unread') });
          const unread = world.unread.has(title) && title !== world.opened;
          await expect(mark).toHaveCount(unread ? 1 : 0);
        }
        if (world.opened !== null)
          await expect(
            messages(world)
              .getByRole('button', { name: new RegExp(escape(world.opened)) })
              .getByRole('img', { name: world.t('Unread') }),
          ).toHaveCount(0);
      },
    },
    empty: {
      words: 'no messages',
      async see(world) {
        await expect(world.page.getByText(world.t('No messages'), { exact: true })).toBeVisible();
        await expect(messages(world)).toHaveCount(0);
      },
    },
    failed: {
      words: 'the page cannot be read',
      async see(world) {
        await expect(world.page.getByText(world.t('Messages could not be loaded'))).toBeVisible();
        await expect(world.page.getByRole('button', { name: world.t('Try again') })).toBeVisible();
        await expect(messages(world)).toHaveCount(0);
      },
    },
    reading: {
      words: 'one message',
      async see(world) {
        await expect(
          world.page.getByRole('heading', { name: world.opened ?? '', exact: true }),
        ).toBeVisible();
        await expect(back(world)).toBeVisible();
        await expect(messages(world)).toHaveCount(0);
      },
    },
  },
  on: {
    'xstate.done.actor.loadPage': {
      words: (event) => {
        const output = event.output as InboxPage;
        return output.list.length === 0 ? 'the inbox is empty' : `page ${output.pageNum} arrives`;
      },
      async cause(world, event) {
        const output = event.output as InboxPage;
        if (output.list.length === 0)
          await world.listCalls.answer({
            kind: 'fulfil',
            status: 200,
            json: { success: true, errorCode: null, message: null, value: NOTHING },
          });
        else await world.listCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.loadPage': {
      words: () => 'the network fails',
      async cause(world) {
        await world.listCalls.answer({ kind: 'abort' });
      },
    },
    'page.retry': {
      words: () => 'tap Try again',
      async cause(world) {
        world.listCalls.hold();
        await world.page.getByRole('button', { name: world.t('Try again') }).click();
      },
    },
    'page.older': {
      words: () => 'tap Older',
      async cause(world) {
        world.listCalls.hold();
        await pagerButton(world, 'Older').click();
        world.pageNo += 1;
      },
    },
    'page.newer': {
      words: () => 'tap Newer',
      async cause(world) {
        world.listCalls.hold();
        await pagerButton(world, 'Newer').click();
        world.pageNo -= 1;
      },
    },
    'message.opened': {
      words: () => 'open a message (an unread one where there is)',
      async cause(world) {
        const titles = world.titles.get(world.pageNo) ?? [];
        const title = titles.find((t) => world.unread.has(t)) ?? titles[0] ?? '';
        world.opened = title;
        await messages(world)
          .getByRole('button', { name: new RegExp(escape(title)) })
          .click();
      },
    },
    'message.closed': {
      words: () => 'tap Back to messages',
      async cause(world) {
        world.listCalls.hold();
        await back(world).click();
      },
    },
  },
});
