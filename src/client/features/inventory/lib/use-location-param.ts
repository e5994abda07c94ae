import { useSearchParams } from 'react-router';
import type { InventoryLocation } from '../../../../shared/constants';

const PARAM = 'rangement';
const PANTRY = 'placard';

/** The open tab lives in the address (`?rangement=placard`): a reload or « back » keeps it. */
export function useLocationParam(): [InventoryLocation, (location: InventoryLocation) => void] {
  const [params, setParams] = useSearchParams();
  const location: InventoryLocation = params.get(PARAM) === PANTRY ? 'pantry' : 'fridge';
  const choose = (next: InventoryLocation) => {
    if (next === location) return;
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 'pantry') copy.set(PARAM, PANTRY);
      else copy.delete(PARAM);
      return copy;
    });
  };
  return [location, choose];
}
