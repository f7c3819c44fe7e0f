// Writes machines/rules/phoneMetadata.json, the phone numbering plans the phone rules
// (machines/rules/phone.ts) load, from the `min` metadata of the installed libphonenumber-js:
//
//   node scripts/phoneMetadata.mjs          write the file
//   node scripts/phoneMetadata.mjs --check  exit 1 when it is stale (after updating the package)
//
// The widget's dialing prefix is typed freely: every country's calling code is accepted, so every
// country is kept. What is dropped is what checking a number never reads: each country's
// formatting rules (how a number is shown, more than half of the bytes) and the non-geographic
// plans (+800, +808, ..., whose prefixes the widget refuses). The package's own generator
// (libphonenumber-metadata-generator) downloads Google's metadata; this filters the installed
// copy, so it needs no network and stays in step with the library's code.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';

export const SOURCE_PATH = createRequire(import.meta.url).resolve(
  'libphonenumber-js/metadata.min.json',
);
export const OUTPUT_PATH = join(
  import.meta.dirname,
  '..',
  'machines',
  'rules',
  'phoneMetadata.json',
);

/** Where a numbering plan (an array, in libphonenumber-js's minified metadata) keeps its formats. */
const FORMATS = 4;

/** The metadata the phone rules need, from the text of libphonenumber-js's metadata.min.json. */
export async function renderPhoneMetadata(minMetadataText) {
  const { version, country_calling_codes, countries } = JSON.parse(minMetadataText);
  const withoutFormats = Object.fromEntries(
    Object.entries(countries).map(([country, plan]) => [
      country,
      plan.map((value, index) => (index === FORMATS ? 0 : value)),
    ]),
  );
  const metadata = { version, country_calling_codes, countries: withoutFormats, nonGeographic: {} };
  const options = (await resolveConfig(OUTPUT_PATH)) ?? {};
  return format(JSON.stringify(metadata), { ...options, filepath: OUTPUT_PATH });
}

if (process.argv[1] === import.meta.filename) {
  const rendered = await renderPhoneMetadata(readFileSync(SOURCE_PATH, 'utf8'));
  if (process.argv.includes('--check')) {
    if (readFileSync(OUTPUT_PATH, 'utf8') !== rendered) {
      console.error(
        'machines/rules/phoneMetadata.json is stale: run `node scripts/phoneMetadata.mjs`.',
      );
      process.exit(1);
    }
  } else {
    writeFileSync(OUTPUT_PATH, rendered);
  }
}
