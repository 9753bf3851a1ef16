import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createApiEvents } from '../../src/api/events';
import { isApiError } from '../../src/api/api-error';
import { acceptContract, fetchContractCheck } from '../../src/api/endpoints/agent-contracts';
import { fetchChatAnchors } from '../../src/api/endpoints/chat-anchors';
import { fetchChatUnread } from '../../src/api/endpoints/chat-unread';
import { fetchFeedbackSetting, sendFeedback } from '../../src/api/endpoints/feedback';
import { fetchHelpCenter } from '../../src/api/endpoints/help-center';
import { fetchInboxDetail } from '../../src/api/endpoints/inbox-detail';
import { markInboxRead } from '../../src/api/endpoints/inbox-mark-read';
import { fetchInboxMessages } from '../../src/api/endpoints/inbox-messages';
import { fetchInboxUnread } from '../../src/api/endpoints/inbox-unread';
import { launchChat } from '../../src/api/endpoints/launch-chat';
import { fail, fakeAdapter, header, ok, type Reply } from './helpers/fake-adapter';

function setup(reply: (url: string) => Reply) {
  const server = fakeAdapter((config) => reply(config.url ?? ''));
  return {
    client: createApiClient({ adapter: server.adapter, events: createApiEvents() }),
    requests: server.requests,
  };
}
const body = (data: unknown) => (typeof data === 'string' ? (JSON.parse(data) as unknown) : data);

const contract = {
  contractId: 7,
  type: 'dividend',
  requestType: 'HALF_MONTH',
  period: 'HALF_MONTH',
  rewardUnit: 'PERCENT',
  tiers: [{ level: 1, threshold: '10000.00', activeMembers: 5, reward: '10' }],
  status: 'PENDING',
  createdAt: '2026-11-20T00:00:00.000Z',
  acceptedAt: null,
};

describe('member content endpoints', () => {
  it('reads help entries for mobile in the asked language', async () => {
    const { client, requests } = setup(() =>
      ok([{ id: 1, title: 'About us', content: '<h3>A</h3>', tag: 'about' }]),
    );
    expect(await fetchHelpCenter('EN', client)).toEqual([
      { id: 1, title: 'About us', content: '<h3>A</h3>', tag: 'about' },
    ]);
    expect(requests[0]?.params).toEqual({ lang: 'EN', device: 'MOBILE' });
    expect(header(requests[0], 'ModuleId')).toBe('COMM3');
  });

  it('reads the inbox with MAILCEN and marks messages read', async () => {
    const answers: Record<string, unknown> = {
      '/wps/relay/CSP_unreadCount': { unReadCount: 3 },
      '/wps/relay/CSP_messageList': {
        list: [{ id: 5, title: 'Hi', createdAt: '2026-11-20T00:00:00Z', read: false }],
        pageNum: 1,
        totalPages: 1,
        totalCount: 1,
        unReadCount: 3,
      },
      '/wps/relay/CSP_messageDetail': {
        id: 5,
        title: 'Hi',
        createdAt: '2026-11-20T00:00:00Z',
        read: false,
        content: 'Text',
      },
      '/wps/relay/CSP_markAsRead': { unReadCount: 2 },
    };
    const { client, requests } = setup((url) => ok(answers[url]));
    expect(await fetchInboxUnread(client)).toBe(3);
    expect((await fetchInboxMessages(1, 'EN', client)).list[0]?.read).toBe(false);
    expect((await fetchInboxDetail(5, 'EN', client)).content).toBe('Text');
    expect(await markInboxRead([5], client)).toBe(2);
    expect(requests.map((r) => header(r, 'ModuleId'))).toEqual([
      'MAILCEN',
      'MAILCEN',
      'MAILCEN',
      'MAILCEN',
    ]);
    expect(requests[1]?.params).toEqual({ pageNo: 1, pageSize: 20, language: 'EN' });
    expect(body(requests[3]?.data)).toEqual({ ids: [5] });
  });

  it('reads chat hosts and unread count and launches chat with CBS3', async () => {
    const answers: Record<string, unknown> = {
      '/wps/relay/CBS_anchorList': [
        { anchorId: 1, nickname: 'Riya', avatarUrl: '/content/art/anchor/1.png', online: true },
      ],
      '/wps/relay/CBS_unreadCount': { unReadCount: 2 },
      '/wps/relay/CBS_launchChat': { chatUrl: '/chat/demo?lang=en&back=%2Fm%2FwebEmail' },
    };
    const { client, requests } = setup((url) => ok(answers[url]));
    expect((await fetchChatAnchors('EN', client))[0]?.online).toBe(true);
    expect(await fetchChatUnread(client)).toBe(2);
    expect(
      await launchChat({ backUrl: '/m/webEmail', language: 'EN', headerColor: '#d4a017' }, client),
    ).toContain('/chat/demo');
    expect(requests[2]?.params).toEqual({
      b2c: 1,
      template: 'v2',
      backUrl: '/m/webEmail',
      language: 'EN',
      headerColor: '#d4a017',
      title: undefined,
    });
    expect(requests.every((r) => header(r, 'ModuleId') === 'CBS3')).toBe(true);
  });

  it('checks and accepts contracts with the module of each kind', async () => {
    const { client, requests } = setup((url) =>
      ok(url.includes('accept') ? null : { pending: true, contract }),
    );
    expect((await fetchContractCheck('dividend', client)).contract?.tiers).toHaveLength(1);
    await acceptContract('dividend', 7, client);
    await fetchContractCheck('dailySalary', client);
    await fetchContractCheck('hourlySalary', client);
    expect(requests.map((r) => [r.url, header(r, 'ModuleId')])).toEqual([
      ['/wps/relay/MCS2_processDividendReq', 'SIGNCONDIV3'],
      ['/wps/relay/MCS2_acceptDividendReq', 'SIGNCONDIV3'],
      ['/wps/relay/MCS2_processDailySalContract', 'DAILYSALCONT3'],
      ['/wps/relay/MCS2_processContractHourSalary', 'HOURSAL3'],
    ]);
    expect(body(requests[1]?.data)).toEqual({ contractId: 7 });
  });

  it('reads feedback bounds and sends feedback; trial refusals keep their code', async () => {
    const { client, requests } = setup((url) =>
      url === '/wps/feedback/setting'
        ? ok({ minLength: 10, maxLength: 500 })
        : fail(403, 'trial.not.allowed'),
    );
    expect(await fetchFeedbackSetting(client)).toEqual({ minLength: 10, maxLength: 500 });
    const error = await sendFeedback('hello world', client).catch((e: unknown) => e);
    expect(isApiError(error, 'trial.not.allowed')).toBe(true);
    expect(requests[1]?.method).toBe('put');
    expect(body(requests[1]?.data)).toEqual({ content: 'hello world' });
  });
});
