import { useId } from 'react';

/**
 * An on/off setting: a checkbox with the switch role, named by its label and described by its
 * explanation; the whole row is clickable (a large target on a phone).
 */
export function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-start justify-between gap-4 rounded-2xl"
    >
      <span className="min-w-0">
        <span id={`${id}-label`} className="block font-semibold text-pretty text-fg">
          {label}
        </span>
        <span id={`${id}-hint`} className="mt-1 block text-sm text-pretty text-fg-muted">
          {hint}
        </span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
        className="relative mt-0.5 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-fg-muted transition-colors duration-150 before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow-sm dark:before:bg-charcoal-900 before:transition-transform before:duration-150 checked:bg-primary checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none motion-reduce:before:transition-none"
      />
    </label>
  );
}
