/** A grey block standing in for content that is loading (lists and numbers, not spinners). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block rounded-lg bg-surface-sunken motion-safe:animate-pulse ${className ?? ''}`}
    />
  );
}
