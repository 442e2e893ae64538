/** A payment method with its content-system icons and descriptions (spec §3, merged by sysname). */
import type { contract } from '@croupier/core';
import type { Snapshot } from 'valtio/vanilla';

type PaymentMethod = contract.cashier.PaymentMethod;
/** The CMS cashier block as the settings store hands it out (read-only). */
type CashierConfig = Snapshot<contract.cms.CashierConfig>;

/** What a method card shows. */
export interface MethodView {
  method: PaymentMethod;
  icons: readonly string[];
  descriptions: readonly string[];
  /** Bounds in the player's currency (null when the method has none for it). */
  limits: { min: string; max: string } | null;
}

/** Merges the CMS info of each method (by sysname) and picks the limits of `currency`. */
export function methodViews(
  methods: readonly PaymentMethod[],
  cms: Pick<CashierConfig, 'methods'> | null | undefined,
  currency: string,
): MethodView[] {
  return methods.map((method) => {
    const info = cms?.methods.find((m) => m.sysname === method.sysname);
    return {
      method,
      icons: info?.icons ?? [],
      descriptions: info?.descriptions ?? [],
      limits: method.limits[currency] ?? null,
    };
  });
}

/**
 * The method a deposit page opens: the one in the path, else the CMS default (§9 "default
 * payment method URL"), else the first; null when the path names an unknown method.
 */
export function chosenMethod(
  methods: readonly PaymentMethod[],
  sysname: string | undefined,
  defaultSysname: string | undefined,
): PaymentMethod | null {
  if (sysname) return methods.find((m) => m.sysname === sysname) ?? null;
  return methods.find((m) => m.sysname === defaultSysname) ?? methods[0] ?? null;
}

/** Preset amounts of a method in a currency: the method's own list, else the currency's (§3, §9). */
export function presetAmounts(
  cms: Pick<CashierConfig, 'presets' | 'depositAmounts'> | null | undefined,
  sysname: string,
  currency: string,
): number[] {
  const own = cms?.depositAmounts[sysname]?.[currency];
  const list = own && own.length > 0 ? own : (cms?.presets[currency] ?? []);
  return list.map((entry) => entry.value);
}
