// Catalogs are imported as modules: @lingui/vite-plugin compiles a .po file on import.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// The part of a catalogue the first screen needs (build/first-screen-catalog.ts).
declare module '*.po?first-screen' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// A landing screen's part beyond the first screen's (build/catalogue-parts.ts).
declare module '*.po?part=games' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// A landing screen's part beyond the first screen's (build/catalogue-parts.ts).
declare module '*.po?part=promotions' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// A landing screen's part beyond the first screen's (build/catalogue-parts.ts).
declare module '*.po?part=login' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// A landing screen's part beyond the first screen's (build/catalogue-parts.ts).
declare module '*.po?part=deposit' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// A landing's piece that stands alone, read instead of the first screen's part (build/catalogue-parts.ts).
declare module '*.po?landing=login' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// A landing's piece that stands alone, read instead of the first screen's part (build/catalogue-parts.ts).
declare module '*.po?landing=deposit' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// What mounts once the page has settled, beyond the frame's messages (build/catalogue-parts.ts).
declare module '*.po?part=deferred' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
