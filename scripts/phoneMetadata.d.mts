/** node_modules/libphonenumber-js/metadata.min.json, the source. */
export declare const SOURCE_PATH: string;
/** machines/rules/phoneMetadata.json, the generated file. */
export declare const OUTPUT_PATH: string;
/** The phone rules' metadata, as the text of the JSON file, from metadata.min.json's text. */
export declare function renderPhoneMetadata(minMetadataText: string): Promise<string>;
