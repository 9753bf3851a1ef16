import { expect } from 'vitest';
import type { InboxPagingContext } from '../../../machines/inbox-paging.machine.ts';
import { invocationsIn, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<InboxPagingContext>;

/** Nothing is being read, and the page asked for is a real page (1 is the newest). */
const settled = ({ context, running, hasTag }: Step) => {
  expect(running).toEqual([]);
  expect(hasTag('busy')).toBe(false);
  expect(context.page).toBeGreaterThanOrEqual(1);
};

/** What must hold in each state of the inbox paging chart. */
export const inboxPagingOracle: Oracle<InboxPagingContext> = {
  loading: ({ context, previous, event, running, hasTag, entered, effects }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['loadPage']);
    expect(context.openId).toBeNull();
    // Exactly the page asked for is read, once per entry.
    if (entered)
      expect(invocationsIn(effects)).toEqual([
        { invoke: 'loadPage', id: 'loadPage', input: { pageNo: context.page } },
      ]);
    const before = (previous?.context ?? null) as InboxPagingContext | null;
    // Newer and Older move one page from the page shown, within the pages the server counted.
    if (event.type === 'page.newer') {
      expect(context.page).toBe((before?.page ?? 0) - 1);
      expect(context.page).toBeGreaterThanOrEqual(1);
    } else if (event.type === 'page.older') {
      expect(context.page).toBe((before?.page ?? 0) + 1);
      expect(context.page).toBeLessThanOrEqual(before?.messages?.totalPages ?? 0);
    } else if (event.type === 'xstate.init') expect(context.page).toBe(1);
    // Try again, a new language and Back read the same page again.
    else expect(context.page).toBe(before?.page);
  },
  showing: (step) => {
    settled(step);
    const { context, event, effects } = step;
    // The page shown is the server's last answer, and it has messages.
    expect(context.messages?.list.length).toBeGreaterThan(0);
    expect(context.page).toBe(context.messages?.pageNum);
    expect(context.totalPages).toBe(context.messages?.totalPages);
    expect(context.openId).toBeNull();
    // Shown after a read; Newer on the first page and Older on the last lead nowhere (nothing is
    // read); anything else (a new language, a message opened) leaves the page.
    expect(['xstate.done.actor.loadPage', 'page.newer', 'page.older']).toContain(event.type);
    if (event.type === 'page.newer' || event.type === 'page.older') expect(effects).toEqual([]);
    if (event.type === 'page.newer') expect(context.page).toBe(1);
    if (event.type === 'page.older') expect(context.page).toBe(context.totalPages);
  },
  empty: (step) => {
    settled(step);
    // Only a read says the inbox is empty; a new language reads it again.
    expect(step.event.type).toBe('xstate.done.actor.loadPage');
    expect(step.context.messages?.list).toEqual([]);
    expect(step.context.openId).toBeNull();
  },
  failed: (step) => {
    settled(step);
    expect(step.context.openId).toBeNull();
    // Only a failed read gets here; Try again and a new language read again.
    expect(step.event.type).toBe('xstate.error.actor.loadPage');
  },
  reading: (step) => {
    settled(step);
    const { context, event, previous } = step;
    // The opened message shows; the page it was opened from is kept for the way back.
    expect(context.openId).not.toBeNull();
    expect(event).toMatchObject({ type: 'message.opened', id: context.openId });
    expect(context.page).toBe(previous?.context.page);
    expect(context.messages).toBe(previous?.context.messages);
  },
};
