// The exclusive popups' actor lives in src/lib, since the help centre and the side menu open it too.
export * from '../../lib/popups-actor.ts';
