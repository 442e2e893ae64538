/** Banks the demo bank-transfer and PIX methods pay to, per currency. */
import type { cashier } from '@croupier/core/contract';

/** Banks per currency; codes are the national bank codes (BIC prefixes, COMPE for Brazil). */
const BANKS: Readonly<Record<string, readonly cashier.Bank[]>> = {
  USD: [
    { code: 'CHASUS33', name: 'JPMorgan Chase', logo: null },
    { code: 'BOFAUS3N', name: 'Bank of America', logo: null },
    { code: 'WFBIUS6S', name: 'Wells Fargo', logo: null },
    { code: 'CITIUS33', name: 'Citibank', logo: null },
  ],
  EUR: [
    { code: 'DEUTDEFF', name: 'Deutsche Bank', logo: null },
    { code: 'BNPAFRPP', name: 'BNP Paribas', logo: null },
    { code: 'INGBNL2A', name: 'ING', logo: null },
    { code: 'BSCHESMM', name: 'Banco Santander', logo: null },
  ],
  BRL: [
    { code: '001', name: 'Banco do Brasil', logo: null },
    { code: '341', name: 'Itaú Unibanco', logo: null },
    { code: '237', name: 'Bradesco', logo: null },
    { code: '104', name: 'Caixa Econômica Federal', logo: null },
    { code: '260', name: 'Nubank', logo: null },
  ],
};

/** The banks of a currency (none for an unknown one). */
export function banksFor(currency: string): readonly cashier.Bank[] {
  return BANKS[currency] ?? [];
}
