import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';

/**
 * « Attention : « Pâtes au pesto » ne convient pas à Lou (sans fruits à coque)… »: the people
 * chosen in « Qui mange ? » whom the recipe does not suit, said before anything is saved.
 */
export function UnsuitedEatersAlert({
  title,
  unsuited,
}: {
  title: string;
  unsuited: readonly { name: string; why: string }[];
}) {
  const { t } = useTranslation('planning');
  if (unsuited.length === 0) return null;
  return (
    <Alert variant="error">
      <ul className="flex flex-col gap-1">
        {unsuited.map((eater) => (
          <li key={eater.name}>
            {t('editForm.unsuited', { name: eater.name, title, why: eater.why })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
