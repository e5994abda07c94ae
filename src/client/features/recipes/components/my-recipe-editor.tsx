import { useMutation } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, DISH_TYPES } from '../../../../shared/constants';
import { ingredientById } from '../../../../shared/food/taxonomy';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { useGuardedClose } from '../../../components/ui/unsaved-changes';
import { ApiError } from '../../../lib/api-client';
import {
  createMyRecipe,
  removeMyRecipePhoto,
  updateMyRecipe,
  uploadMyRecipePhoto,
  type MyRecipe,
  type RecipeDraft,
} from '../api/my-recipes';
import { MyRecipePhotoField, type PhotoChange } from './my-recipe-photo-field';
import {
  checkForm,
  EMPTY_FORM,
  formOf,
  formOfDraft,
  inputOf,
  linesOf,
  moveStep,
  understoodLines,
  type FormErrors,
  type FormField,
  type MyRecipeForm,
} from '../lib/my-recipe-form';

/**
 * « Nouvelle recette » / « Modifier la recette »: every field of a recipe of the book. The
 * ingredient lines are read as the member types; a line Popote does not recognise says so
 * (« Ingrédient non reconnu : … ») with the closest known foods to choose from. A recipe imported
 * from a link or a text opens here prefilled, for review: nothing is saved before « Enregistrer ».
 * Closing with changes not saved (an imported recipe counts as one) asks first.
 */
export function MyRecipeEditor({
  recipe,
  draft,
  onSaved,
  onClose,
}: {
  /** The recipe to change; none for a new one. */
  recipe?: MyRecipe | undefined;
  /** A recipe imported from a link or a text, to review before it is saved. */
  draft?: RecipeDraft | undefined;
  onSaved: (saved: MyRecipe) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('myRecipes');
  const titleId = useId();
  const [initial] = useState<MyRecipeForm>(() =>
    recipe ? formOf(recipe) : draft ? formOfDraft(draft) : EMPTY_FORM,
  );
  const [form, setForm] = useState<MyRecipeForm>(initial);
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  /** The recipe once saved here: a photo that failed to go is sent again, the recipe not. */
  const [saved, setSaved] = useState<MyRecipe | undefined>(recipe);
  const dirty =
    draft !== undefined ||
    photo.kind !== 'keep' ||
    JSON.stringify(form) !== JSON.stringify(initial);
  const { close, prompt } = useGuardedClose(dirty, onClose);
  const [errors, setErrors] = useState<FormErrors>({});
  const set = <K extends keyof MyRecipeForm>(key: K, value: MyRecipeForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const lines = useMemo(() => understoodLines(form), [form]);
  const steps = linesOf(form.steps);

  // The recipe first, then its photo (the photo needs the recipe's id).
  const save = useMutation({
    mutationFn: async () => {
      const kept = saved
        ? await updateMyRecipe(saved.id, inputOf(form))
        : await createMyRecipe(inputOf(form));
      setSaved(kept);
      try {
        if (photo.kind === 'new') return await uploadMyRecipePhoto(kept.id, photo.file);
        if (photo.kind === 'remove' && kept.photoUrl) return await removeMyRecipePhoto(kept.id);
      } catch (error) {
        throw new ApiError(
          error instanceof ApiError ? error.status : 0,
          error instanceof ApiError ? error.code : 'INTERNAL',
          t('editor.photoNotSaved', {
            message: error instanceof ApiError ? error.message : t('loadError'),
          }),
        );
      }
      return kept;
    },
    onSuccess: onSaved,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkForm(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const error = (key: FormField): string | undefined =>
    errors[key] ? t(`editor.errors.${key}`) : undefined;

  return (
    <>
      <Modal labelledBy={titleId} onClose={close} size="lg">
        <h2 id={titleId} className="mb-4 font-display text-xl font-semibold text-fg">
          {recipe ? t('editor.editTitle') : draft ? t('editor.importTitle') : t('editor.newTitle')}
        </h2>
        {draft && !recipe && (
          <Alert variant="info" className="mb-4">
            {t('editor.importHint')}
          </Alert>
        )}
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField
            label={t('editor.title')}
            value={form.title}
            maxLength={160}
            error={error('title')}
            onChange={(event) => set('title', event.target.value)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('editor.dishType')}
              value={form.dishType}
              onChange={(event) => set('dishType', event.target.value as MyRecipeForm['dishType'])}
            >
              {DISH_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('editor.difficulty')}
              value={form.difficulty}
              onChange={(event) =>
                set('difficulty', event.target.value as MyRecipeForm['difficulty'])
              }
            >
              {DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {t(`difficulties.${difficulty}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextareaField
            label={t('editor.description')}
            value={form.description}
            maxLength={2000}
            rows={2}
            onChange={(event) => set('description', event.target.value)}
          />
          <div className="grid grid-cols-3 gap-3">
            <TextField
              label={t('editor.servings')}
              inputMode="numeric"
              value={form.servings}
              error={error('servings')}
              onChange={(event) => set('servings', event.target.value)}
            />
            <TextField
              label={t('editor.preparationMinutes')}
              inputMode="numeric"
              value={form.preparationMinutes}
              error={error('minutes')}
              onChange={(event) => set('preparationMinutes', event.target.value)}
            />
            <TextField
              label={t('editor.cookingMinutes')}
              inputMode="numeric"
              value={form.cookingMinutes}
              onChange={(event) => set('cookingMinutes', event.target.value)}
            />
          </div>

          <TextareaField
            label={t('editor.ingredients')}
            hint={t('editor.ingredientsHint')}
            value={form.ingredients}
            rows={5}
            onChange={(event) => set('ingredients', event.target.value)}
          />
          <IngredientChecks
            lines={lines}
            chosen={form.chosen}
            onChoose={(line, id) => set('chosen', { ...form.chosen, [line]: id })}
            onUnchoose={(line) => {
              const { [line]: _dropped, ...rest } = form.chosen;
              set('chosen', rest);
            }}
          />

          <TextareaField
            label={t('editor.steps')}
            hint={t('editor.stepsHint')}
            value={form.steps}
            rows={5}
            onChange={(event) => set('steps', event.target.value)}
          />
          {steps.length > 1 && (
            <section aria-label={t('editor.stepsOrder')} className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-fg">{t('editor.stepsOrder')}</h3>
              <ol className="flex flex-col gap-2">
                {steps.map((step, index) => (
                  <li
                    key={`${index}-${step}`}
                    className="flex items-center gap-2 rounded-xl bg-surface-sunken px-3 py-2"
                  >
                    <span className="min-w-0 flex-1 truncate text-sm text-fg">
                      {index + 1}. {step}
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('editor.moveUpStep', { number: index + 1 })}
                      title={t('editor.moveUp')}
                      disabled={index === 0}
                      onClick={() => set('steps', moveStep(form.steps, index, -1))}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('editor.moveDownStep', { number: index + 1 })}
                      title={t('editor.moveDown')}
                      disabled={index === steps.length - 1}
                      onClick={() => set('steps', moveStep(form.steps, index, 1))}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ol>
            </section>
          )}

          <TextField
            label={t('editor.tags')}
            hint={t('editor.tagsHint')}
            value={form.tags}
            onChange={(event) => set('tags', event.target.value)}
          />
          <TextField
            label={t('editor.sourceUrl')}
            type="url"
            inputMode="url"
            value={form.sourceUrl}
            error={error('sourceUrl')}
            onChange={(event) => set('sourceUrl', event.target.value)}
          />
          <TextareaField
            label={t('editor.notes')}
            value={form.notes}
            maxLength={5000}
            rows={2}
            onChange={(event) => set('notes', event.target.value)}
          />

          <MyRecipePhotoField
            currentUrl={recipe?.photoUrl ?? null}
            value={photo}
            onChange={setPhoto}
          />

          {save.isError && (
            <Alert variant="error">
              {save.error instanceof ApiError ? save.error.message : t('loadError')}
            </Alert>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('editor.save')}
            </Button>
          </div>
        </form>
      </Modal>
      {prompt}
    </>
  );
}

/** Under the ingredients: each line Popote does not recognise, and the foods to choose from. */
function IngredientChecks({
  lines,
  chosen,
  onChoose,
  onUnchoose,
}: {
  lines: ReturnType<typeof understoodLines>;
  chosen: Record<string, string>;
  onChoose: (line: string, id: string) => void;
  onUnchoose: (line: string) => void;
}) {
  const { t } = useTranslation('myRecipes');
  const unknown = lines.filter((line) => !line.recognised);
  const picked = lines.filter((line) => chosen[line.text] && line.ingredientId);
  if (unknown.length === 0 && picked.length === 0) return null;
  return (
    <ul className="-mt-2 flex flex-col gap-2" data-testid="ingredient-checks">
      {unknown.map((line) => (
        <li
          key={`unknown-${line.text}`}
          className="flex flex-col gap-2 rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning-ink"
        >
          <p className="font-medium">{t('editor.unrecognised', { line: line.text })}</p>
          {line.suggestions.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2">
              <span>{t('editor.closest')}</span>
              {line.suggestions.map((food) => (
                <Button
                  key={food.id}
                  variant="secondary"
                  aria-label={t('editor.choose', { food: food.name, line: line.text })}
                  onClick={() => onChoose(line.text, food.id)}
                >
                  {food.name}
                </Button>
              ))}
            </div>
          ) : (
            <p>{t('editor.noClosest')}</p>
          )}
        </li>
      ))}
      {picked.map((line) => (
        <li
          key={`picked-${line.text}`}
          className="flex items-center justify-between gap-2 rounded-xl bg-surface-sunken px-3 py-2 text-sm text-fg"
        >
          <span>
            {t('editor.chosen', {
              line: line.text,
              food: ingredientById(line.ingredientId!)?.name ?? '',
            })}
          </span>
          <Button variant="ghost" onClick={() => onUnchoose(line.text)}>
            {t('editor.unchoose')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
