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

export interface ChatServer {
  client: ApiClient;
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
    client: undefined as unknown as ApiClient,
  };
  const answer = <T>(options: CallOptions<T>, value: unknown): T => z.parse(options.schema, value);
  const change = async <T>(
    method: 'POST' | 'DELETE',
    path: string,
    options: BodyCallOptions<T>,
  ): Promise<T> => {
    server.calls.push(`${method} ${path}`);
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
