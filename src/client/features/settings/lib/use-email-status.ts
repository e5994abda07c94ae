import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type EmailStatus = 'changed' | 'invalid';

function readStatus(value: string | null): EmailStatus | null {
  return value === 'changed' || value === 'invalid' ? value : null;
}

/**
 * The outcome of an e-mail change link (`?email=changed` or `?email=invalid`, set by the
 * server's redirect). Kept for this visit, then removed from the address so a reload or a
 * shared link does not show it again.
 */
export function useEmailStatus(): EmailStatus | null {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('email');
  const [status] = useState(() => readStatus(param));

  useEffect(() => {
    if (param === null) return;
    if (param === 'changed') {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.profile });
    }
    setSearchParams(
      (current) => {
        current.delete('email');
        return current;
      },
      { replace: true },
    );
  }, [param, queryClient, setSearchParams]);

  return status;
}
