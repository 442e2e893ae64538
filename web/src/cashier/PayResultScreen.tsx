import { ApiError } from '@croupier/core/errors';
import { returnUrlFromQuery } from '@croupier/core/routing';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { usePlatform } from '../app/platform-context.ts';
import { CashierLayout } from './CashierLayout.tsx';
import { forgetPaymentReturn, storedPaymentReturn } from './payment-return.ts';
import { depositPath, payResultPath, type PayResultKind } from './result-path.ts';
import { TransactionReceipt } from './TransactionReceipt.tsx';
import { useTranslation, type Translate } from '../i18n/index.ts';
import type { ScreenProps } from '../router/route-screens.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { useCashierActions, useDepositInfo } from './use-cashier.ts';
import { Button, Card, Icon, Skeleton, Spinner, cx, type IconName } from '../ui/index.ts';
import styles from './CashierScreens.module.css';

/** How often the waiting screens ask for the deposit's state. */
const DEPOSIT_POLL_MS = 2000;

const WAITING: ReadonlySet<PayResultKind> = new Set(['pending', 'newwindow', 'mobile']);

const ICONS: Partial<Record<PayResultKind, IconName>> = {
  success: 'check',
  fail: 'warning',
  cancel: 'close',
  mobile: 'phone',
};

function texts(t: Translate, kind: PayResultKind): { title: string; text: string } {
  switch (kind) {
    case 'pending':
      return {
        title: t('cashier.pending', 'Payment is being processed'),
        text: t(
          'cashier.pendingText',
          'We are waiting for the payment provider. This page updates by itself.',
        ),
      };
    case 'success':
      return {
        title: t('cashier.success', 'Payment successful'),
        text: t('cashier.successText', 'The money is on your balance. Good luck!'),
      };
    case 'fail':
      return {
        title: t('cashier.fail', 'Payment failed'),
        text: t('cashier.failText', 'The payment did not go through and no money was taken.'),
      };
    case 'cancel':
      return {
        title: t('cashier.cancel', 'Payment cancelled'),
        text: t('cashier.cancelText', 'The payment was cancelled and no money was taken.'),
      };
    case 'mobile':
      return {
        title: t('cashier.mobile', 'Continue on your phone'),
        text: t(
          'cashier.mobileText',
          'Finish the payment in your banking app. Your balance updates once it is confirmed.',
        ),
      };
    case 'newwindow':
      return {
        title: t('cashier.newWindow', 'Complete the payment in the new window'),
        text: t(
          'cashier.newWindowText',
          'The payment page opened in a new window. Keep this page open: it shows the result when you finish.',
        ),
      };
  }
}

/** Props of {@link PayResult}. */
interface PayResultProps extends ScreenProps {
  kind: PayResultKind;
}

/**
 * A payment result screen (§2.3): pending (a spinner, polling the deposit until it settles),
 * success (to the game hall, or the `backUrl`), fail, cancel, mobile and new window (to the
 * deposit page). With a transaction it shows that deposit, and follows it to its real state.
 */
function PayResult({ kind, params }: PayResultProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const navigate = useNavigate();
  const search = useSearch();
  const { revalidate } = useCashierActions();
  const query = new URLSearchParams(search);
  const transactionId = params.transaction ?? query.get('transaction');
  const backUrl = returnUrlFromQuery(search, 'backUrl', platform.origin);
  const waiting = WAITING.has(kind);
  const info = useDepositInfo(transactionId, {
    dedupingInterval: 500,
    refreshInterval: waiting
      ? (latest) => (latest && latest.status !== 'pending' ? 0 : DEPOSIT_POLL_MS)
      : 0,
  });
  const tx = info.data;
  const status = tx?.status;

  // The screen follows the deposit: a settled one moves to its own result screen.
  useEffect(() => {
    if (!status || !transactionId) return;
    const settledElsewhere = waiting ? status !== 'pending' : status !== kind;
    if (settledElsewhere)
      navigate(payResultPath(status, transactionId, backUrl), { replace: true });
  }, [status, kind, waiting, transactionId, backUrl, navigate]);

  // A settled success: the header's balances update without a reload.
  const refreshed = useRef(false);
  useEffect(() => {
    if (kind !== 'success' || refreshed.current) return;
    if (transactionId && status !== 'success') return;
    refreshed.current = true;
    void platform.stores.balance.refresh();
    void revalidate();
  }, [kind, status, transactionId, platform, revalidate]);

  const { title, text } = texts(t, kind);
  const notFound = info.error instanceof ApiError && !tx;
  const successTarget = backUrl ?? storedPaymentReturn(platform.storage, platform.origin);
  const icon = ICONS[kind];

  return (
    <CashierLayout section={null} title={title}>
      <Card padding="lg" className={styles.result} data-result={kind}>
        <span className={cx(styles.resultIcon, styles[`result_${kind}`])}>
          {waiting && kind !== 'mobile' ? (
            <Spinner size="lg" label={null} />
          ) : icon ? (
            <Icon name={icon} size={32} />
          ) : null}
        </span>
        <h1 className={styles.resultTitle}>{title}</h1>
        <p className={styles.resultText} role={waiting ? 'status' : undefined}>
          {text}
        </p>
        {transactionId && !notFound ? (
          tx ? (
            <TransactionReceipt transaction={tx} />
          ) : (
            <Skeleton height={120} radius="md" />
          )
        ) : null}
        <div className={styles.resultActions}>
          {kind === 'success' ? (
            <Button
              href={successTarget ?? '/gamehall'}
              size="lg"
              block
              icon="play"
              onClick={() => forgetPaymentReturn(platform.storage)}
            >
              {successTarget
                ? t('cashier.continue', 'Continue')
                : t('common.goToGamehall', 'Go to the game hall')}
            </Button>
          ) : kind === 'pending' ? (
            <Button href="/cashier/history" size="lg" block variant="secondary">
              {t('cashier.toHistory', 'Go to history')}
            </Button>
          ) : (
            <Button href={depositPath(backUrl)} size="lg" block icon="back">
              {t('cashier.backToDeposit', 'Back to deposit')}
            </Button>
          )}
          {kind === 'success' || kind === 'mobile' ? (
            <Button href="/cashier/history" variant="ghost" block>
              {t('cashier.toHistory', 'Go to history')}
            </Button>
          ) : null}
        </div>
      </Card>
    </CashierLayout>
  );
}

/** `/cashier/paypending[/{transaction}]`. */
export function PayPendingScreen(props: ScreenProps) {
  return <PayResult kind="pending" {...props} />;
}

/** `/cashier/paysuccess[/{transaction}]`. */
export function PaySuccessScreen(props: ScreenProps) {
  return <PayResult kind="success" {...props} />;
}

/** `/cashier/payfail[/{transaction}]`. */
export function PayFailScreen(props: ScreenProps) {
  return <PayResult kind="fail" {...props} />;
}

/** `/cashier/paycancel` (the transaction travels as `?transaction=`). */
export function PayCancelScreen(props: ScreenProps) {
  return <PayResult kind="cancel" {...props} />;
}

/** `/cashier/paymobile`. */
export function PayMobileScreen(props: ScreenProps) {
  return <PayResult kind="mobile" {...props} />;
}

/** `/cashier/paynewwindow`: waits while the provider's window is open. */
export function PayNewWindowScreen(props: ScreenProps) {
  return <PayResult kind="newwindow" {...props} />;
}
