// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { domainRouteEntrySchema } from '../../../shared/contract/calls/domain-route.ts';
