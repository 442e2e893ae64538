/** Plural forms through `Intl.PluralRules` (§9 "Slavic three-form plural helper"). */

/**
 * Forms either by CLDR category, or as a list: `[one, few, many]` for Slavic languages
 * ("день", "дня", "дней") and `[one, other]` for English ("day", "days").
 */
export type PluralForms = readonly string[] | Partial<Record<Intl.LDMLPluralRule, string>>;

const rules = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let r = rules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale);
    rules.set(locale, r);
  }
  return r;
}

function fromList(forms: readonly string[], category: Intl.LDMLPluralRule): string {
  const last = forms.length - 1;
  if (category === 'one' || category === 'zero') return forms[0] ?? '';
  // With three forms "other" only happens for fractions, which Slavic grammar words like "few".
  if (forms.length >= 3) {
    if (category === 'many') return forms[2]!;
    return forms[1]!;
  }
  return forms[last] ?? '';
}

/** The form of `forms` that fits `n` in `locale`: plural('ru', 21, ['день', 'дня', 'дней']) → 'день'. */
export function plural(locale: string, n: number, forms: PluralForms): string {
  const category = rulesFor(locale).select(n);
  if (Array.isArray(forms)) return fromList(forms, category);
  const byCategory = forms as Partial<Record<Intl.LDMLPluralRule, string>>;
  return byCategory[category] ?? byCategory.other ?? byCategory.many ?? byCategory.one ?? '';
}
