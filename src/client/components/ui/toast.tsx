import { CircleCheck } from 'lucide-react';

/**
 * A short success message at the bottom of the screen. The live region is always there, so
 * screen readers announce each message as it appears.
 */
export function Toast({ message }: { message: string | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-40 flex justify-center px-4"
    >
      {message && (
        <p className="flex max-w-md items-center gap-2 rounded-full bg-fg px-5 py-3 text-sm font-semibold text-surface shadow-lg motion-safe:animate-[appear_150ms_ease-out]">
          <CircleCheck
            aria-hidden="true"
            className="size-5 shrink-0 text-herb-300 dark:text-herb-600"
          />
          {message}
        </p>
      )}
    </div>
  );
}
