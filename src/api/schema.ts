// The contract's schemas and the site's readers share one definition (shared/contract/calls).
// The endpoints write each call's module id as a literal held to the contract's constant by
// `satisfies typeof X_MODULE`: an imported constant stays a variable after minifying, and those
// cost the home's first load (held to its budget by `npm run bench`) some 60 bytes gzip.
export type { SchemaOf } from '../../shared/contract/calls/schema.ts';
