import { useTranslation } from 'react-i18next';
import { Clock, Users, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { DishIcon } from '../../../components/dish-icon';
import type { Favorite } from '../api/favorites';
import { Modal } from '../../../components/ui/modal';

export function FavoriteDetailDialog({
  favorite,
  onClose,
}: {
  favorite: Favorite;
  onClose: () => void;
}) {
  const { t } = useTranslation('favorites');
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal
      labelledBy={titleId}
      describedBy={favorite.description ? descriptionId : undefined}
      onClose={onClose}
    >
      <div className="mb-4 flex items-start gap-3">
        <DishIcon type={favorite.type} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-xl font-bold text-fg">
            {favorite.recipeTitle}
          </h2>
          <p className="text-sm text-fg-muted">{t(`types.${favorite.type}`)}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label={t('close')} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {favorite.description && (
        <p id={descriptionId} className="mb-4 text-fg">
          {favorite.description}
        </p>
      )}
      <p className="mb-5 flex flex-wrap gap-4 text-sm text-fg-muted">
        {favorite.preparationTime != null && (
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {t('minutes', { count: favorite.preparationTime })}
          </span>
        )}
        {favorite.servings != null && (
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4" />
            {t('servings', { count: favorite.servings })}
          </span>
        )}
      </p>
      <h3 className="mb-2 font-semibold text-fg">{t('ingredients')}</h3>
      <ul className="mb-5 list-disc space-y-1 pl-5 text-fg">
        {favorite.ingredients.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <h3 className="mb-2 font-semibold text-fg">{t('instructions')}</h3>
      <ol className="list-decimal space-y-2 pl-5 text-fg">
        {favorite.instructions.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </Modal>
  );
}
