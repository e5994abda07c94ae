import { useState } from 'react';
import type { DishType } from '../../../shared/constants';
import { DishIcon } from '../dish-icon';

/**
 * The recipe's illustration (decorative: the title says what it is). Its box has a fixed
 * ratio, so nothing moves when it loads; a missing file leaves the dish type's icon.
 */
export function RecipeImage({
  src,
  type,
  className,
}: {
  src: string | null;
  type: DishType;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src;
  return (
    <div
      className={`grid aspect-[4/3] place-items-center overflow-hidden bg-surface-sunken ${className ?? ''}`}
    >
      {shown ? (
        <img
          src={src}
          alt=""
          width={640}
          height={480}
          decoding="async"
          onError={() => setFailed(src)}
          className="size-full object-cover object-center dark:brightness-[.8] dark:saturate-[.9]"
        />
      ) : (
        <DishIcon type={type} className="size-16 [&_svg]:size-8" />
      )}
    </div>
  );
}
