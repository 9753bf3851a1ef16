import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { inboxPagingMachine } from '../../machines/inbox-paging.machine.ts';
import type { InboxPage } from '../../shared/contract/calls/inbox-messages.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { inboxPagingOracle } from './oracles/inbox-paging.oracle.ts';

const message = (id: number, read = false) => ({
  id,
  title: `Message ${id}`,
  createdAt: '2026-12-07T12:00:00.000Z',
  read,
});
/** One page of a member's inbox as the server answers it. */
const pageOf = (pageNum: number, totalPages: number, read = false): InboxPage => ({
  list: [message(pageNum * 10 + 1, read), message(pageNum * 10 + 2, true)],
  pageNum,
  totalPages,
  totalCount: totalPages * 2,
  unReadCount: read ? 0 : totalPages,
});
const answered = (output: InboxPage) => ({ type: 'xstate.done.actor.loadPage', output });
const failedRead = { type: 'xstate.error.actor.loadPage', error: { code: 'network.offline' } };
const nothing = answered({ list: [], pageNum: 1, totalPages: 0, totalCount: 0, unReadCount: 0 });
const newer = { type: 'page.newer' };
const older = { type: 'page.older' };
const retry = { type: 'page.retry' };
const reload = { type: 'messages.reload' };
const open = (id: number) => ({ type: 'message.opened', id });
const back = { type: 'message.closed' };

describeChartModel('inbox paging chart (model-based)', inboxPagingMachine, {
  oracle: inboxPagingOracle,
  models: {
    // One page: no pager moves, a failed read tried again, a new language, no messages.
    'one page': {
      events: [answered(pageOf(1, 1)), failedRead, nothing, retry, reload, newer, older],
    },
    // Three pages walked both ways; a message opened on page 2 and the same page read again after.
    'three pages': {
      events: [],
      sequences: [
        [
          answered(pageOf(1, 3)),
          older,
          answered(pageOf(2, 3)),
          older,
          answered(pageOf(3, 3)),
          older,
          newer,
          answered(pageOf(2, 3)),
          newer,
          answered(pageOf(1, 3)),
          newer,
        ],
        [
          answered(pageOf(1, 3)),
          older,
          answered(pageOf(2, 3)),
          open(21),
          back,
          answered(pageOf(2, 3, true)),
        ],
        // A failed page keeps its number: Try again reads the same page.
        [answered(pageOf(1, 3)), older, failedRead, retry, answered(pageOf(2, 3))],
        // A new language while a page shows, or while it says it is empty, reads it again.
        [answered(pageOf(1, 3)), reload, answered(pageOf(1, 3)), reload, nothing, reload],
      ],
    },
  },
});

describe('inbox paging chart (rules)', () => {
  it('reads the page asked for, one page at a time, and keeps it for the way back from a message', async () => {
    const asked: number[] = [];
    const actor = createActor(
      inboxPagingMachine.provide({
        actors: {
          loadPage: fromPromise<InboxPage, { pageNo: number }>(({ input }) => {
            asked.push(input.pageNo);
            return Promise.resolve(pageOf(input.pageNo, 2));
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().can({ type: 'page.newer' })).toBe(false);
    actor.send({ type: 'page.older' });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().can({ type: 'page.older' })).toBe(false);
    actor.send({ type: 'message.opened', id: 21 });
    actor.send({ type: 'message.closed' });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(asked).toEqual([1, 2, 2]);
  });
});
