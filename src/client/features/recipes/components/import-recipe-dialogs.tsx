import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPE_IMPORT_TEXT_MAX, RECIPE_IMPORT_URL_MAX } from '../../../../shared/recipe-import';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { importRecipeFromLink, importRecipeFromText, type RecipeDraft } from '../api/my-recipes';

interface ImportDialogProps {
  /** The recipe read: the page opens the editor with it, for review. */
  onImported: (draft: RecipeDraft) => void;
  onClose: () => void;
}

/** The server's French message (« Aucune recette trouvée sur cette page. »), or ours. */
function useImportError(error: unknown): string | null {
  const { t } = useTranslation('myRecipes');
  if (!error) return null;
  return error instanceof ApiError && error.message ? error.message : t('import.error');
}

/** While the server reads the recipe: said on the button and to screen readers. */
function Pending({ pending }: { pending: boolean }) {
  const { t } = useTranslation('myRecipes');
  return (
    <p role="status" className="sr-only">
      {pending ? t('import.pending') : ''}
    </p>
  );
}

/**
 * « Importer depuis un lien »: the address of a recipe page, read on the server. A failure shows
 * the server's message in the dialog and keeps the address for a correction.
 */
export function ImportLinkDialog({ onImported, onClose }: ImportDialogProps) {
  const { t } = useTranslation('myRecipes');
  const [url, setUrl] = useState('');
  const [missing, setMissing] = useState(false);
  const read = useMutation({ mutationFn: importRecipeFromLink, onSuccess: onImported });
  const error = useImportError(read.error);

  return (
    <FormDialog
      title={t('import.link.title')}
      onClose={onClose}
      onSubmit={() => {
        const address = url.trim();
        setMissing(address === '');
        if (address && !read.isPending) read.mutate(address);
      }}
      pending={read.isPending}
      error={error}
      cancelLabel={t('editor.cancel')}
      submitLabel={read.isPending ? t('import.pending') : t('import.link.submit')}
      dirty={url.trim() !== ''}
    >
      <TextField
        label={t('import.link.field')}
        hint={t('import.link.hint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        maxLength={RECIPE_IMPORT_URL_MAX}
        value={url}
        error={missing ? t('import.link.missing') : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setMissing(false);
        }}
      />
      <Pending pending={read.isPending} />
    </FormDialog>
  );
}

/**
 * « Coller une recette »: a recipe pasted from a message or an e-mail (title, « Ingrédients »,
 * « Préparation »), split into fields on the server. A failure keeps the text.
 */
export function ImportTextDialog({ onImported, onClose }: ImportDialogProps) {
  const { t } = useTranslation('myRecipes');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const read = useMutation({ mutationFn: importRecipeFromText, onSuccess: onImported });
  const error = useImportError(read.error);

  return (
    <FormDialog
      title={t('import.text.title')}
      onClose={onClose}
      onSubmit={() => {
        const pasted = text.trim();
        setMissing(pasted === '');
        if (pasted && !read.isPending) read.mutate(pasted);
      }}
      pending={read.isPending}
      error={error}
      cancelLabel={t('editor.cancel')}
      submitLabel={read.isPending ? t('import.pending') : t('import.text.submit')}
      dirty={text.trim() !== ''}
    >
      <TextareaField
        label={t('import.text.field')}
        hint={t('import.text.hint')}
        rows={12}
        maxLength={RECIPE_IMPORT_TEXT_MAX}
        value={text}
        error={missing ? t('import.text.missing') : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setMissing(false);
        }}
      />
      <Pending pending={read.isPending} />
    </FormDialog>
  );
}
