import { createRequestSignal } from './request-signal';

/**
 * Requests to open the referral view (requirements A2 footer Invite; requirements B2.2 home quick entry).
 * The footer bar owns the view, so the home entry asks it rather than opening a second copy.
 */
const signal = createRequestSignal();
export const openInvitePopup = signal.request;
export const useInviteRequests = signal.useRequests;
