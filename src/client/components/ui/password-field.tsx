import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextFieldProps } from './text-field';
import { TextField } from './text-field';

/** A {@link TextField} for passwords, with a button to show what was typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = t(visible ? 'password.hide' : 'password.show');

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={label}
          aria-pressed={visible}
          title={label}
          className="grid size-11 place-items-center rounded-lg text-fg-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          {visible ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
        </button>
      }
    />
  );
}
