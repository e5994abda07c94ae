import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_RECIPE_PHOTO } from '../../../../shared/my-recipes';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';

/** What the editor does with the photo on « Enregistrer »: nothing, a new one, or remove it. */
export type PhotoChange = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

const ACCEPTED = new Set(MY_RECIPE_PHOTO.accept.split(','));

/**
 * « Photo »: a JPEG, PNG or WebP of 5 MB at most, previewed before it is sent (after the recipe
 * is saved), or « Retirer la photo ». The server reads and re-encodes it; this only spares a
 * member the wait for a file it would refuse.
 */
export function MyRecipePhotoField({
  currentUrl,
  value,
  onChange,
}: {
  /** The recipe's photo as saved, if any. */
  currentUrl: string | null;
  value: PhotoChange;
  onChange: (change: PhotoChange) => void;
}) {
  const { t } = useTranslation('myRecipes');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const fileUrl = useMemo(
    () => (value.kind === 'new' ? URL.createObjectURL(value.file) : null),
    [value],
  );
  useEffect(
    () => () => {
      if (fileUrl) URL.revokeObjectURL(fileUrl);
    },
    [fileUrl],
  );
  const preview = fileUrl ?? (value.kind === 'keep' ? currentUrl : null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.has(file.type)) {
      setProblem(t('editor.photoErrors.type'));
    } else if (file.size > MY_RECIPE_PHOTO.maxBytes) {
      setProblem(t('editor.photoErrors.size'));
    } else {
      setProblem(undefined);
      onChange({ kind: 'new', file });
    }
    if (input.current) input.current.value = '';
  };

  return (
    <Field label={t('editor.photo')} hint={t('editor.photoHint')} error={problem}>
      {(control) => (
        <div className="flex flex-col gap-2">
          {preview && (
            <img
              src={preview}
              alt={t('editor.photoPreview')}
              className="h-40 w-full max-w-xs rounded-lg object-cover"
            />
          )}
          <input
            {...control}
            ref={input}
            type="file"
            accept={MY_RECIPE_PHOTO.accept}
            className="text-sm text-fg"
            onChange={(event) => choose(event.currentTarget.files?.[0])}
          />
          {preview && (
            <Button
              variant="ghost"
              className="self-start"
              onClick={() => {
                setProblem(undefined);
                onChange(currentUrl ? { kind: 'remove' } : { kind: 'keep' });
              }}
            >
              {t('editor.removePhoto')}
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
