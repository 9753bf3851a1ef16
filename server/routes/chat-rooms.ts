import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import { findRoom, listRooms } from '../db/queries/chat-rooms.ts';
import type { AppEnv } from '../http/app-env.ts';
import { chatLaunchQuery } from '../http/content-inputs.ts';
import { ok } from '../http/envelope.ts';
import { paramError } from '../http/errors.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { admitToRoom, roomDto } from '../services/chat-rooms.ts';
import { catalogueLanguage } from '../services/game-dto.ts';

const DEFAULT_BACK = '/m/home';

const enterRoomBody = z.object({
  roomId: z
    .number({ error: 'expected a room id' })
    .int('expected a room id')
    .min(1, 'expected a room id')
    .max(2_147_483_647, 'expected a room id'),
  backUrl: chatLaunchQuery.shape.backUrl,
  language: chatLaunchQuery.shape.language,
});

/**
 * The chat hosts' rooms (requirements B7.3, B9.4) under /wps/relay, module CBS3: the room list needs
 * no session (every visitor sees each room's type); entering needs a member session like the chat
 * launch (a trial player is refused) and the room's rule (server/services/chat-rooms.ts). Admitted, it
 * answers the chat page of the room, as the launch does.
 */
export function chatRoomRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/CBS_roomList', guard('CBS3'), async (c) =>
      ok(c, { list: (await listRooms(db)).map(roomDto) }),
    )
    .post(
      '/CBS_enterRoom',
      guard('CBS3'),
      requireSession(db),
      refuseTrial,
      validate('json', enterRoomBody),
      async (c) => {
        const input = c.req.valid('json');
        const room = await findRoom(db, input.roomId);
        if (room === undefined) throw paramError([{ field: 'roomId', reason: 'no such room' }]);
        await admitToRoom(db, c.get('session').userName, room);
        const config = await services.site.current();
        const bengali = catalogueLanguage(input.language, c.get('language')) === 'BN';
        const query = new URLSearchParams({
          lang: bengali ? 'bn' : 'en',
          back: input.backUrl ?? DEFAULT_BACK,
          accent: config.theme.accentColor.replace('#', '').toLowerCase(),
          title: bengali ? room.nicknameBn : room.nicknameEn,
        });
        return ok(c, { chatUrl: `/chat/demo?${query.toString()}` });
      },
    );
}
