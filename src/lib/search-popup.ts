import { createRequestSignal } from './request-signal';

/**
 * Requests to open the frame's search popup (requirements A2: the frame always has it; requirements B2.2:
 * the home search box opens it).
 */
const signal = createRequestSignal();
export const openSearchPopup = signal.request;
export const useSearchPopupRequests = signal.useRequests;
