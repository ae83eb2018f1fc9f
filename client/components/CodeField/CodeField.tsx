import '@mantine/core/styles/PinInput.layer.css';
import { useLingui } from '@lingui/react/macro';
import { Input, InputWrapperContext, PinInput } from '@mantine/core';
import { useId, type ClipboardEvent } from 'react';
import { CODE_LENGTH, normaliseCode } from '../../../src/auth.ts';
import classes from './CodeField.module.css';

interface CodeFieldProps {
  /** Visible label, e.g. "Verification code"; every box is announced as "<label>, character n of 6". */
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  description?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The e-mailed code: one box per character (spec section 5: codes are 6 characters). Input is upper-cased,
 * and a pasted "k7m-3qx" or "K7M 3QX" fills all boxes, as the server reads it the same way (normaliseCode).
 * Not wrapped in Input.Wrapper, whose context would give all six boxes the same id; the context is given
 * here without an input id, because Mantine's Input takes each box's aria-describedby from it alone.
 */
export function CodeField({ label, value, onChange, error, description, disabled, autoFocus }: CodeFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ') || undefined;

  const length = CODE_LENGTH;
  const boxLabel = (position: number) => t`${label}, character ${position} of ${length}`;

  // PinInput's own paste handler refuses anything with a dash; read the clipboard the way the server does.
  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = normaliseCode(event.clipboardData.getData('text/plain'));
    if (!/^[A-Z0-9]+$/.test(pasted)) return;
    event.preventDefault();
    event.stopPropagation();
    const code = pasted.slice(0, CODE_LENGTH);
    onChange(code);
    const boxes = event.currentTarget.querySelectorAll('input');
    boxes[Math.min(code.length, CODE_LENGTH - 1)]?.focus();
  };

  return (
    <div className={classes.field}>
      <Input.Label id={labelId} htmlFor={`${id}-1`} className={classes.label}>
        {label}
      </Input.Label>
      {description && (
        <Input.Description id={descriptionId} className={classes.description}>
          {description}
        </Input.Description>
      )}
      <InputWrapperContext
        value={{ describedBy, inputId: undefined, labelId, offsetTop: false, offsetBottom: false, getStyles: null }}
      >
        <PinInput
          id={id}
          length={CODE_LENGTH}
          type="alphanumeric"
          size="xl"
          gap="xs"
          placeholder=""
          value={value}
          onChange={(code) => onChange(code.toUpperCase())}
          onPasteCapture={handlePaste}
          error={Boolean(error)}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-labelledby={labelId}
          getInputProps={(index) => ({
            'aria-label': boxLabel(index + 1),
            // Phones otherwise open the keyboard in sentence case and capitalise only the first box.
            autoCapitalize: 'characters',
            autoCorrect: 'off',
            spellCheck: false,
          })}
          classNames={{ root: classes.boxes, pinInput: classes.box, input: classes.input }}
        />
      </InputWrapperContext>
      {error && (
        <Input.Error id={errorId} className={classes.error}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
