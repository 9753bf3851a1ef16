// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { type LotteryCategory } from '../../../shared/contract/calls/lottery-draws.ts';
