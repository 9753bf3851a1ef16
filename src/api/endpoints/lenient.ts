// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { lenientArray, looseString } from '../../../shared/contract/calls/lenient.ts';
