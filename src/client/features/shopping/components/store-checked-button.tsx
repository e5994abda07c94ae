import { useTranslation } from 'react-i18next';
import { Refrigerator } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/**
 * « Ranger les articles cochés dans le frigo »: on the list as long as checked rows wait to be
 * stored (not only in a toast that goes away).
 */
export function StoreCheckedButton({
  count,
  busy,
  onStore,
}: {
  count: number;
  busy: boolean;
  onStore: () => void;
}) {
  const { t: text } = useTranslation('shopping');
  if (count === 0) return null;
  return (
    <Button className="self-start" disabled={busy} aria-busy={busy} onClick={onStore}>
      <Refrigerator aria-hidden="true" />
      {busy ? text('storing') : text('storeChecked', { count })}
    </Button>
  );
}
