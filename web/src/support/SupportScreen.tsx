import { support } from '@croupier/core/refs';
import { useSnapshot } from 'valtio';
import { openSupportChat, supportChat } from '../chat/chat-opener.ts';
import { useDocumentTitle, useToasts } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import { Button, Card, Icon, Skeleton, type IconName } from '../ui/index.ts';
import { useApi } from '../app/use-api.ts';
import { FeedbackForm } from './FeedbackForm.tsx';
import styles from './SupportScreen.module.css';

/** The FAQ: a question, its answer and where to go for it. */
interface Faq {
  id: string;
  icon: IconName;
  question: [key: string, text: string];
  answer: [key: string, text: string];
  link: { href: string; label: [key: string, text: string] };
}

const FAQ: readonly Faq[] = [
  {
    id: 'deposit',
    icon: 'wallet',
    question: ['support.faq.depositQ', 'How do I make a deposit?'],
    answer: [
      'support.faq.depositA',
      'Press Deposit in the header, choose a payment method and enter the amount. The money is on your balance as soon as the payment is confirmed.',
    ],
    link: { href: '/cashier/deposit', label: ['support.faq.depositLink', 'Open the cashier'] },
  },
  {
    id: 'withdrawal',
    icon: 'cards',
    question: ['support.faq.withdrawQ', 'Where is my withdrawal?'],
    answer: [
      'support.faq.withdrawA',
      'Every withdrawal and its status is in your cashier history. A pending withdrawal can be cancelled there until it is processed.',
    ],
    link: { href: '/cashier/history', label: ['support.faq.withdrawLink', 'Cashier history'] },
  },
  {
    id: 'verification',
    icon: 'shield',
    question: ['support.faq.verifyQ', 'Why do I need to verify my account?'],
    answer: [
      'support.faq.verifyA',
      'Verification confirms who you are. It keeps your account safe and is required before larger withdrawals.',
    ],
    link: { href: '/profile/verification', label: ['support.faq.verifyLink', 'Verification'] },
  },
  {
    id: 'loyalty',
    icon: 'crown',
    question: ['support.faq.loyaltyQ', 'How do I earn loyalty points?'],
    answer: [
      'support.faq.loyaltyA',
      'Every real-money bet earns points. Points raise your level and can be spent in the loyalty shop.',
    ],
    link: { href: '/loyalty', label: ['support.faq.loyaltyLink', 'Loyalty programme'] },
  },
  {
    id: 'limits',
    icon: 'heart',
    question: ['support.faq.limitsQ', 'How can I limit my play?'],
    answer: [
      'support.faq.limitsA',
      'You can set deposit limits, take a break or exclude yourself. Read our responsible gaming page to find out how.',
    ],
    link: { href: '/responsible-gaming', label: ['support.faq.limitsLink', 'Responsible gaming'] },
  },
];

/** The live chat block: open the chat the site loaded (support.getsettings names it). */
function ChatCard() {
  const { t } = useTranslation();
  const { show } = useToasts();
  const settings = useApi(support.getsettings, {});
  const { canOpen } = useSnapshot(supportChat);
  const provider = settings.data?.provider ?? null;
  return (
    <Card as="section" padding="lg" className={styles.channel} aria-labelledby="support-chat">
      <span className={styles.channelIcon} aria-hidden="true">
        <Icon name="chat" size={26} />
      </span>
      <div className={styles.channelText}>
        <h2 id="support-chat" className={styles.cardTitle}>
          {t('support.chatTitle', 'Live chat')}
        </h2>
        {settings.data || settings.error ? (
          <p className={styles.muted}>
            {!provider
              ? t(
                  'support.chatOff',
                  'The live chat is not available in your language. Write to us with the form and we will answer by e-mail.',
                )
              : canOpen
                ? t('support.chatOn', 'The fastest way to get help: our team answers in the chat.')
                : t(
                    'support.chatCorner',
                    'Our team answers in the chat. Use the chat button in the corner of the screen.',
                  )}
          </p>
        ) : (
          <Skeleton height={20} width="80%" />
        )}
      </div>
      {provider ? (
        <Button
          icon="chat"
          disabled={!canOpen}
          onClick={() => {
            if (!openSupportChat())
              show({
                kind: 'info',
                message: t(
                  'support.chatLoading',
                  'The chat is still loading. Try again in a moment.',
                ),
              });
          }}
        >
          {t('support.openChat', 'Open chat')}
        </Button>
      ) : null}
    </Card>
  );
}

/**
 * The support page (§2.2 `/support`, where the "user blocked" page sends players): the live
 * chat of support.getsettings, answers to common questions, and the feedback form.
 */
export function SupportScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.support', 'Support'));
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>{t('common.support', 'Support')}</p>
        <h1 className={styles.title}>{t('support.title', 'How can we help?')}</h1>
        <p className={styles.lead}>
          {t(
            'support.lead',
            'Find a quick answer below, chat with our team, or send us a message.',
          )}
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.column}>
          <ChatCard />
          <section className={styles.faq} aria-labelledby="support-faq">
            <h2 id="support-faq" className={styles.cardTitle}>
              {t('support.faqTitle', 'Frequently asked questions')}
            </h2>
            {FAQ.map((item) => (
              <details key={item.id} className={styles.question}>
                <summary>
                  <Icon name={item.icon} size={18} />
                  <span>{t(...item.question)}</span>
                  <Icon name="chevron-down" size={18} className={styles.chevron} />
                </summary>
                <div className={styles.answer}>
                  <p>{t(...item.answer)}</p>
                  <Link href={item.link.href}>{t(...item.link.label)}</Link>
                </div>
              </details>
            ))}
          </section>
        </div>
        <Card padding="lg">
          <FeedbackForm />
        </Card>
      </div>
    </div>
  );
}
