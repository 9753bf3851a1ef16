import { createActorContext } from '@xstate/react';
import { startupLogic } from '../features/shell/actors/startup.actors.ts';
import { inspected } from '../lib/inspected-actor.ts';

/** The start-up actor, shared by the gate and by anything that needs the site status. */
export const StartupActor = createActorContext(startupLogic, inspected());
