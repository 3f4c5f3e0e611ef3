/** libphonenumber-js's metadata with Japan alone: its calling code 81 and its country entry. */
export function japanOnlyMetadata(full) {
  return { version: full.version, country_calling_codes: { 81: ['JP'] }, countries: { JP: full.countries.JP }, nonGeographic: {} };
}
