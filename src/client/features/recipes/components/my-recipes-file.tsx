// « Exporter mes recettes » and « Importer un fichier » on « Mes recettes » (issue 27, « No
// lock-in »): the book saved as a JSON file of schema.org recipes, and such a file read back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import {
  fetchMyRecipesExport,
  importMyRecipesFile,
  RECIPE_FILE_MAX_BYTES,
} from '../api/my-recipes-file';

/** « popote-mes-recettes-2026-11-27.json », the day as the member's calendar says it. */
export function exportFileName(day = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `popote-mes-recettes-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.json`;
}

/** Has the browser save `data` as a JSON file, without leaving the page. */
function saveJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the file only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A refusal the member can act on: the server's French words, or ours. */
class FileProblem extends Error {}

interface Message {
  variant: 'success' | 'error';
  text: string;
}

export function MyRecipesFileActions() {
  const { t } = useTranslation('myRecipes');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const exportBook = useMutation({
    mutationFn: fetchMyRecipesExport,
    onMutate: () => setMessage(null),
    onSuccess: (recipes) => {
      if (recipes.length === 0) {
        setMessage({ variant: 'success', text: t('file.exportEmpty') });
        return;
      }
      saveJson(recipes, exportFileName());
      setMessage({ variant: 'success', text: t('file.exported') });
    },
    onError: () => setMessage({ variant: 'error', text: t('file.exportError') }),
  });

  const importFile = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > RECIPE_FILE_MAX_BYTES) throw new FileProblem(t('file.tooLarge'));
      let data: unknown;
      try {
        data = JSON.parse(await file.text());
      } catch {
        throw new FileProblem(t('file.notJson'));
      }
      if (typeof data !== 'object' || data === null) throw new FileProblem(t('file.notJson'));
      return importMyRecipesFile(data);
    },
    onMutate: () => setMessage(null),
    onSuccess: ({ created, skipped, photosSkipped }) => {
      const parts = [t('file.imported', { count: created })];
      if (skipped > 0) parts.push(t('file.skipped', { count: skipped }));
      if (photosSkipped > 0) parts.push(t('file.photosSkipped', { count: photosSkipped }));
      setMessage({ variant: 'success', text: parts.join(', ') });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.myRecipes });
    },
    onError: (error) => {
      const spoken =
        error instanceof FileProblem || (error instanceof ApiError && error.code !== 'INTERNAL');
      setMessage({ variant: 'error', text: spoken ? error.message : t('file.importError') });
    },
  });

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied at once: choosing the same file again imports it again.
    event.target.value = '';
    if (file) importFile.mutate(file);
  };

  return (
    <section aria-label={t('file.label')} className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
        <Button
          variant="secondary"
          size="tile"
          onClick={() => exportBook.mutate()}
          disabled={exportBook.isPending}
        >
          <Download aria-hidden="true" />
          {exportBook.isPending ? t('file.exporting') : t('file.export')}
        </Button>
        <Button
          variant="secondary"
          size="tile"
          onClick={() => input.current?.click()}
          disabled={importFile.isPending}
        >
          <Upload aria-hidden="true" />
          {importFile.isPending ? t('file.importing') : t('file.import')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json,application/ld+json"
          aria-label={t('file.input')}
          tabIndex={-1}
          hidden
          onChange={picked}
        />
      </div>
      {message && <Alert variant={message.variant}>{message.text}</Alert>}
    </section>
  );
}
