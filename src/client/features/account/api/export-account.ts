import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { downloadJson } from '../lib/download';

/** GET /api/account/export, saved by the browser as a JSON file. */
export async function exportAccount(fileName: string): Promise<void> {
  const data = await apiFetch<unknown>('/api/account/export');
  downloadJson(data, fileName);
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
