// The exclusive popups' actor lives in src/lib, since the help centre and the side menu open it too.
// Only code loaded after the first view imports this file (the frame imports src/lib/popups-actor.ts).
export * from '../../lib/popups-actor.ts';
export * from '../../lib/popup-requests.ts';
