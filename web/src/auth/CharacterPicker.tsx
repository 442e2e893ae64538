import type { contract } from '@croupier/core';
import { loyalty } from '@croupier/core/refs';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useApi } from '../app/use-api.ts';
import { cx } from '../ui/class-names.ts';
import popupStyles from './AuthPopup.module.css';
import styles from './RegistrationChoice.module.css';

type Character = contract.loyalty.Character;

const NO_CHARACTERS: readonly Character[] = [];

/** The form field of the chosen character. */
const CHARACTER_FIELD = 'character_id';

/** Props of {@link CharacterPicker}. */
export interface CharacterPickerProps {
  /** The chosen character, for the popup's side image (§2.3). */
  onChange(character: Character | null): void;
}

/**
 * Character select of the registration form (§3 showCharacterSelect): the loyalty characters
 * as choices; the first is preselected. Nothing shows when the list cannot be loaded.
 */
export function CharacterPicker({ onChange }: CharacterPickerProps) {
  const { t } = useTranslation();
  const { register, control, setValue, getValues } = useFormContext();
  const { data } = useApi(loyalty.getcharacters, { limit: 20 }, { revalidateOnFocus: false });
  const items = data?.items ?? NO_CHARACTERS;
  const chosen = useWatch({ control, name: CHARACTER_FIELD }) as string | undefined;

  useEffect(() => {
    if (items.length > 0 && !getValues(CHARACTER_FIELD)) {
      setValue(CHARACTER_FIELD, String(items[0]!.id));
    }
  }, [items, getValues, setValue]);
  useEffect(() => {
    onChange(items.find((c) => String(c.id) === chosen) ?? null);
  }, [items, chosen, onChange]);

  if (items.length === 0) return null;
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceLegend}>
        {t('auth.chooseCharacter', 'Choose your character')}
      </legend>
      <div className={cx(styles.characters, popupStyles.wide)}>
        {items.map((character) => (
          <label key={character.id} className={cx(styles.choiceOption, styles.characterOption)}>
            <input
              type="radio"
              className={styles.choiceInput}
              value={String(character.id)}
              {...register(CHARACTER_FIELD)}
            />
            <span>
              <img
                src={character.image.x1}
                srcSet={`${character.image.x1} 1x, ${character.image.x2} 2x`}
                alt=""
              />
              {character.name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
