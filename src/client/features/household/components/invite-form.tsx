import { LoaderCircle, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '../../../../shared/auth-validation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useInviteMember } from '../api/household';

/** The owner's « Inviter un membre »: an address, checked here and on the server, then mailed. */
export function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const { t } = useTranslation('settings');
  const invite = useInviteMember();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const busy = invite.isPending;

  const serverError =
    invite.error instanceof ApiError
      ? (invite.error.fields?.find((field) => field.path === 'email')?.message ??
        (invite.error.code !== 'INTERNAL' ? invite.error.message : t('family.invite.error')))
      : invite.isError
        ? t('family.invite.error')
        : undefined;
  const fieldError =
    invite.error instanceof ApiError && invite.error.fields ? serverError : problem;
  const alert = invite.error instanceof ApiError && invite.error.fields ? undefined : serverError;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setProblem(undefined);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        onInvited(parsed.data);
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-3">
      <TextField
        ref={inputRef}
        type="email"
        name="inviteEmail"
        autoComplete="off"
        inputMode="email"
        label={t('family.invite.label')}
        hint={t('family.invite.hint')}
        placeholder={t('family.invite.placeholder')}
        value={email}
        error={fieldError}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblem(undefined);
        }}
      />
      {alert && <Alert variant="error">{alert}</Alert>}
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <LoaderCircle className="motion-safe:animate-spin" /> : <Send />}
          {t(busy ? 'family.invite.sending' : 'family.invite.submit')}
        </Button>
      </div>
    </form>
  );
}
