import { loyalty } from '@croupier/core/refs';
import { usePlatform } from '../app/platform-context.ts';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { cx, EmptyState, Spinner } from '../ui/index.ts';
import styles from './LoyaltyDialogs.module.css';
import { loyaltyErrorText } from './loyalty-error-text.ts';
import { useCharacters, useLoyaltyInfo, useLoyaltyRefresh } from './use-loyalty.ts';

/**
 * "Loyalty character change" (§2.3): the characters to pick from, the current one marked.
 * Picking one closes the list and asks "loyalty character change confirm"; yes sets it.
 */
export function CharacterChangeDialog({ close }: DialogContentProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { signedIn } = useSession();
  const characters = useCharacters();
  const info = useLoyaltyInfo(signedIn);
  const refresh = useLoyaltyRefresh();
  const currentId = info.data?.character?.id ?? null;

  const pick = async (characterId: number) => {
    close();
    const { dialogs, toasts } = platform.stores;
    const agreed = await dialogs.confirm({
      name: 'loyaltyCharacterChangeConfirm',
      props: { characterId },
    });
    if (!agreed) return;
    try {
      await platform.api.call(loyalty.setcharacter, { id: characterId });
      await refresh();
      toasts.show({
        kind: 'success',
        message: t('loyalty.characterSet', 'Your new character is set.'),
      });
    } catch (error) {
      toasts.show({ kind: 'error', message: loyaltyErrorText(t, error) });
    }
  };

  if (!characters.data) {
    return characters.error ? (
      <EmptyState
        icon="warning"
        title={t('loyalty.charactersFailed', 'The characters could not be loaded.')}
      />
    ) : (
      <Spinner size="lg" />
    );
  }
  return (
    <ul className={styles.characters}>
      {characters.data.items.map((character) => {
        const current = character.id === currentId;
        return (
          <li key={character.id}>
            <button
              type="button"
              className={cx(styles.character, current && styles.characterCurrent)}
              aria-pressed={current}
              disabled={current}
              onClick={() => void pick(character.id)}
            >
              <img
                src={character.image.x1}
                srcSet={`${character.image.x1} 1x, ${character.image.x2} 2x`}
                alt=""
                width={96}
                height={96}
              />
              <span className={styles.characterName}>{character.name}</span>
              {current ? (
                <span className={styles.muted}>
                  {t('loyalty.currentCharacter', 'Your character')}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** "Loyalty character change confirm" (§2.3): the chosen character, to say yes or no to. */
export function CharacterChangeConfirmDialog({ entry }: DialogContentProps) {
  const { t } = useTranslation();
  const characters = useCharacters();
  const character = characters.data?.items.find((c) => c.id === Number(entry.props.characterId));
  if (!character) return characters.data ? null : <Spinner size="lg" />;
  return (
    <div className={cx(styles.dialog, styles.centered)}>
      <img
        src={character.image.x1}
        srcSet={`${character.image.x1} 1x, ${character.image.x2} 2x`}
        alt=""
        width={120}
        height={120}
        className={styles.portrait}
      />
      <p className={styles.text}>
        {t('loyalty.characterConfirm', 'Make {name} your character?', { name: character.name })}
      </p>
      {character.description ? <p className={styles.muted}>{character.description}</p> : null}
    </div>
  );
}
