export declare const CONTRACT_PATH: string;
export declare const OUTPUT_PATH: string;
export declare const FIRST_SCREEN_OUTPUT_PATH: string;
/** The context map of a contract, as TypeScript source; with `firstScreen`, its first screen's. */
export declare function renderContextParams(
  contractText: string,
  options?: { firstScreen?: boolean },
): Promise<string>;
