import * as z from 'zod/mini';
import { ApiError } from '../../../src/api/api-error';
import type { ApiClient, BodyCallOptions, CallOptions } from '../../../src/api/client';
import type { ErrorCode } from '../../../src/api/error-codes';

// An in-memory reference server for the chat calls: answers are parsed with each call's own schema,
// so the site's zod schemas are exercised as with the real server.

export interface FakeAnchor {
  anchorId: number;
  nickname: string;
  avatarUrl: string;
  online: boolean;
}

export const ANCHORS: FakeAnchor[] = [
  { anchorId: 1, nickname: 'Riya', avatarUrl: '/content/art/anchor/1.png', online: true },
  { anchorId: 2, nickname: 'Tanvir', avatarUrl: '/content/art/anchor/2.png', online: true },
  { anchorId: 3, nickname: 'Nusrat', avatarUrl: '/content/art/anchor/3.png', online: false },
];

/** The rooms of ANCHORS (requirements B7.3): free, VIP 3, pay per view at 2,000.00. */
export const ROOMS = [
  { roomId: 11, anchorId: 1, roomType: 'free', vipLevel: null, price: null },
  { roomId: 12, anchorId: 2, roomType: 'vip', vipLevel: 3, price: null },
  { roomId: 13, anchorId: 3, roomType: 'payPerView', vipLevel: null, price: '2000.00' },
] as const;

export interface ChatServer {
  client: ApiClient;
  /** The rooms the room list answers: none unless a test sets them (e.g. ROOMS). */
  rooms: readonly (typeof ROOMS)[number][];
  /** How the next room entries end, by room id: a chat URL, or a refusal with its value. */
  enter: (roomId: number) => { chatUrl: string } | { code: ErrorCode; value?: unknown };
  follows: number[];
  live: (FakeAnchor & { liveSince: string; viewers: number })[];
  calls: string[];
  unread: () => Promise<number>;
  /** Set to make the next follow or unfollow wait for the returned release, or fail with a code. */
  hold: (() => Promise<void>) | null;
  failFollow: ErrorCode | null;
}

export function chatServer(): ChatServer {
  const server: ChatServer = {
    follows: [],
    live: [{ ...ANCHORS[1]!, liveSince: '2026-11-25T10:15:00.000Z', viewers: 321 }],
    calls: [],
    unread: async () => 2,
    hold: null,
    failFollow: null,
    rooms: [],
    enter: (roomId) => ({ chatUrl: `/chat/demo?room=${roomId}` }),
    client: undefined as unknown as ApiClient,
  };
  const answer = <T>(options: CallOptions<T>, value: unknown): T => z.parse(options.schema, value);
  const change = async <T>(
    method: 'POST' | 'DELETE',
    path: string,
    options: BodyCallOptions<T>,
  ): Promise<T> => {
    server.calls.push(`${method} ${path}`);
    if (path.endsWith('CBS_enterRoom')) {
      const outcome = server.enter((options.body as { roomId: number }).roomId);
      if ('code' in outcome)
        throw new ApiError({ code: outcome.code, status: 403, value: outcome.value });
      return answer(options, outcome);
    }
    if (server.hold) await server.hold();
    if (server.failFollow) throw new ApiError({ code: server.failFollow, status: 409 });
    const { anchorId } = options.body as { anchorId: number };
    server.follows = server.follows.filter((id) => id !== anchorId);
    if (method === 'POST') server.follows.unshift(anchorId);
    return answer(options, {});
  };
  server.client = {
    async get(path, options) {
      server.calls.push(`GET ${path}`);
      if (path.endsWith('CBS_anchorList')) return answer(options, ANCHORS);
      if (path.endsWith('CBS_focusList'))
        return answer(options, {
          list: server.follows.map((id) => ANCHORS.find((anchor) => anchor.anchorId === id)),
        });
      if (path.endsWith('CBS_liveModelList')) return answer(options, { list: server.live });
      if (path.endsWith('CBS_roomList')) return answer(options, { list: server.rooms });
      if (path.endsWith('CBS_unreadCount'))
        return answer(options, { unReadCount: await server.unread() });
      throw new Error(`unexpected GET ${path}`);
    },
    post: (path, options) => change('POST', path, options),
    del: (path, options) => change('DELETE', path, options),
    put: () => Promise.reject(new Error('unexpected PUT')),
    postForm: () => Promise.reject(new Error('unexpected form')),
  };
  return server;
}
