export declare const CONTRACT_PATH: string;
export declare const OUTPUT_PATH: string;
/** The response checks of a contract, as TypeScript source. */
export declare function renderResponseChecks(contractText: string): Promise<string>;
