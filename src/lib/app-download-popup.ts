import { createRequestSignal } from './request-signal';

/**
 * Requests to open the frame's app-download popup (requirements A2: the frame always has it; the side
 * menu's download entry opens it).
 */
const signal = createRequestSignal();
export const openAppDownloadPopup = signal.request;
export const useAppDownloadRequests = signal.useRequests;
