import IMask, { type InputMask } from 'imask';
import { useEffect, useRef, type ReactNode } from 'react';
import { TextInput } from '../ui/index.ts';
import type { InputMaskSpec } from './masks.ts';

/** Props of {@link MaskedInput}. */
export interface MaskedInputProps {
  label: ReactNode;
  mask: InputMaskSpec;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
}

/**
 * A labelled input shaped by an imask pattern while typing (card number, IBAN, CPF). The
 * mask owns the element's value; outside changes (a form reset) are pushed into it.
 */
export function MaskedInput({ mask, value, onChange, onBlur, ...input }: MaskedInputProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const masked = useRef<InputMask | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!element.current) return;
    const instance = IMask(element.current, {
      mask: mask.mask,
      lazy: true,
      ...(mask.upper ? { prepareChar: (chars: string) => chars.toUpperCase() } : {}),
    });
    instance.on('accept', () => changed.current(instance.value));
    masked.current = instance;
    return () => {
      instance.destroy();
      masked.current = null;
    };
  }, [mask]);

  useEffect(() => {
    const instance = masked.current;
    if (instance && instance.value !== value) instance.value = value;
  }, [value]);

  return (
    <TextInput
      {...input}
      ref={element}
      defaultValue={value}
      onBlur={onBlur}
      spellCheck={false}
      autoCapitalize={mask.upper ? 'characters' : 'off'}
    />
  );
}
