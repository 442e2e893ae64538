import { useState } from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';
import { IconButton } from './IconButton.tsx';
import { TextInput, type TextInputProps } from './TextInput.tsx';

/** Props of {@link PasswordInput}. */
export type PasswordInputProps = Omit<TextInputProps, 'type' | 'suffix'>;

/** A password input with a show/hide toggle. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <IconButton
          icon={visible ? 'eye-off' : 'eye'}
          size="sm"
          label={
            visible
              ? t('common.hidePassword', 'Hide password')
              : t('common.showPassword', 'Show password')
          }
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
