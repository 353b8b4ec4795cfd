import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js/min";

export interface CountryOption {
  code: CountryCode;
  label: string;
}

/** Every country libphonenumber knows, named in the reader's language ("Deutschland (+49)"), sorted by that name. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: "region" });
  } catch {
    /* an engine without region names shows the codes */
  }
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ code, name }) => ({ code, label: `${name} (+${getCountryCallingCode(code)})` }));
}

/** The visitor's likely country: the region of the browser's language ("de-AT" → AT, "ja" → JP), else the US. */
export function defaultCountry(languages: readonly string[], known: readonly string[]): CountryCode {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && known.includes(region)) return region as CountryCode;
    } catch {
      /* not a language tag */
    }
  }
  return "US";
}
