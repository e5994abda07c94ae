import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import type { UnsuitedEater } from '../lib/eater-safety';

/**
 * « Attention : « Pâtes au pesto » ne convient pas à Lou (sans fruits à coque)… »: the people
 * chosen in « Qui mange ? » whom the recipe does not suit — or for whom a recipe with lines
 * Popote cannot read is not verified — said before anything is saved.
 */
export function UnsuitedEatersAlert({
  title,
  unsuited,
}: {
  title: string;
  unsuited: readonly UnsuitedEater[];
}) {
  const { t } = useTranslation('planning');
  if (unsuited.length === 0) return null;
  return (
    <Alert variant="error">
      <ul className="flex flex-col gap-1">
        {unsuited.map((eater) => (
          <li key={eater.name}>
            {eater.unchecked
              ? t('editForm.unverified', {
                  name: eater.name,
                  title,
                  why: eater.why,
                  lines: eater.unchecked.map((line) => `«\u00a0${line}\u00a0»`).join(', '),
                })
              : t('editForm.unsuited', { name: eater.name, title, why: eater.why })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
