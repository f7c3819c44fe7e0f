// What `use-sync-external-store/shim` gives @xstate/react, taken from React 19 itself: the shim's
// fallback for React before 18 stays out of the first screen, and the package's main entry (which
// warns in development that it is not meant to be imported) is never loaded (vite.config.ts).
export { useSyncExternalStore } from 'react';
