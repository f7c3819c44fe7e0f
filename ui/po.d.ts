// A Lingui catalog imported as a module: @lingui/vite-plugin compiles `.po` files on import.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
