import { useTranslation } from 'react-i18next';
import { Store } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import type { Shop } from '../api/shops';

/** « Magasin »: where this device does the shopping; « Par rayon » then follows its aisles. */
export function ShopPicker({
  shops,
  chosen,
  onChoose,
  onManage,
}: {
  shops: readonly Shop[];
  chosen: Shop | null;
  onChoose: (id: string | null) => void;
  onManage: () => void;
}) {
  const { t: text } = useTranslation('shopping');
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-2">
        {shops.length > 0 && (
          <SelectField
            label={text('shops.label')}
            icon={<Store aria-hidden="true" />}
            value={chosen?.id ?? ''}
            onChange={(event) => onChoose(event.target.value || null)}
            className="min-w-0 flex-1"
          >
            <option value="">{text('shops.anywhere')}</option>
            {shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </SelectField>
        )}
        <Button variant="secondary" onClick={onManage}>
          {shops.length === 0 && <Store aria-hidden="true" />}
          {text('shops.manage')}
        </Button>
      </div>
      {chosen && (
        <p className="text-sm text-fg-muted">{text('shops.chosen', { name: chosen.name })}</p>
      )}
    </div>
  );
}
