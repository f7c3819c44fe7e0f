// A Lingui catalog imported as a module: @lingui/vite-plugin compiles `.po` files on import.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// A catalog's messages the first screen draws, and all the others (ui/boot/firstScreenMessages.ts).
// `complete`: the first part is the whole catalog (dev, tests, Storybook), with nothing to add.
declare module '*.po?first-screen' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
  export const complete: boolean;
}
declare module '*.po?rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
