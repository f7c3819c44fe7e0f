export declare const CONTRACT_PATH: string;
export declare const OUTPUT_PATH: string;
/** The context map of a contract, as TypeScript source. */
export declare function renderContextParams(contractText: string): Promise<string>;
