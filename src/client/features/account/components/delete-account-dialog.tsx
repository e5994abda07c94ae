import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Trash2, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../../shared/routes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { SIGNED_OUT_STATE } from '../../../lib/session-events';
import { useDeleteAccount } from '../api/delete-account';
import { DangerButton } from '../../../components/ui/danger-button';
import { Modal } from '../../../components/ui/modal';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** Asks for the password again, then deletes the account and leaves for the home page. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const deletion = useDeleteAccount();
  // Still busy once deleted: the page is on its way out.
  const busy = deletion.isPending || deletion.isSuccess;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!password) {
      passwordRef.current?.focus();
      return;
    }
    deletion.mutate(password, {
      onSuccess: async () => {
        await navigate(PATHS.home, { replace: true, state: SIGNED_OUT_STATE });
        // Nothing of the deleted account may stay in memory.
        queryClient.clear();
        queryClient.setQueryData(QUERY_KEYS.me, null);
      },
      onError: () => {
        setPassword('');
        passwordRef.current?.focus();
      },
    });
  }

  const error =
    deletion.error instanceof ApiError && deletion.error.code !== 'INTERNAL'
      ? deletion.error.message
      : t('data.delete.error');

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-warning`}
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-full bg-danger-soft text-danger"
        >
          <TriangleAlert className="size-6" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-fg">
            {t('data.delete.dialogTitle')}
          </h2>
          <p id={`${id}-warning`} className="mt-2 text-sm text-pretty text-fg-muted">
            {t('data.delete.dialogWarning')}
          </p>
        </div>
        <PasswordField
          ref={passwordRef}
          label={t('data.delete.password')}
          name="password"
          autoComplete="current-password"
          hint={t('data.delete.dialogPrompt')}
          value={password}
          error={submitted && !password ? t('data.delete.passwordRequired') : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {deletion.isError && <Alert variant="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('data.delete.cancel')}
          </Button>
          <DangerButton type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <LoaderCircle className="motion-safe:animate-spin" /> : <Trash2 />}
            {t(busy ? 'data.delete.confirming' : 'data.delete.confirm')}
          </DangerButton>
        </div>
      </form>
    </Modal>
  );
}
