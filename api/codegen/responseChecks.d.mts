export declare const CONTRACT_PATH: string;
export declare const OUTPUT_PATH: string;
export declare const FIRST_SCREEN_OUTPUT_PATH: string;
export declare const FIRST_SCREEN_OPERATIONS: readonly string[];
/** The response checks of a contract (with `firstScreen`, the first screen's), as TypeScript source. */
export declare function renderResponseChecks(
  contractText: string,
  options?: { firstScreen?: boolean },
): Promise<string>;
