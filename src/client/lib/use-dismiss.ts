import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * While `active`, calls `onDismiss` when Escape is pressed anywhere or when the pointer goes
 * down outside `containerRef` (the popup and the button that opens it, usually).
 */
export function useDismiss(
  active: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
): void {
  const callback = useRef(onDismiss);
  useEffect(() => {
    callback.current = onDismiss;
  });

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      callback.current('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && containerRef.current?.contains(target)) return;
      callback.current('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [active, containerRef]);
}
