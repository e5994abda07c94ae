import { useCallback, useEffect, useRef, useState } from 'react';

/** A value that goes back to null `ms` after it was shown (e.g. a 3 s success state). */
export function useTimedValue<T>(ms: number): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return [value, show];
}
