import type { contract } from '@croupier/core';
import { useTranslation } from '../i18n/index.ts';
import { Button } from '../ui/index.ts';

/** The link to a transaction's receipt (§2.2 `/cashier/receipt`). */
export function ReceiptLink({ transaction }: { transaction: contract.cashier.Transaction }) {
  const { t } = useTranslation();
  return (
    <Button
      href={`/cashier/receipt?transaction=${encodeURIComponent(transaction.id)}`}
      variant="ghost"
      size="sm"
      aria-label={t('cashier.receiptOf', 'Receipt of {id}', { id: transaction.id })}
    >
      {t('cashier.receipt', 'Receipt')}
    </Button>
  );
}
