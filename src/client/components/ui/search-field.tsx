import { Search } from 'lucide-react';

/** A search box whose label is read by screen readers and shown as its placeholder. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="relative">
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-fg-muted"
      />
      <input
        type="search"
        value={value}
        placeholder={label}
        onChange={(event) => onChange(event.target.value)}
        className="block min-h-12 w-full rounded-xl border border-border bg-surface-raised py-2.5 pr-4 pl-12 text-base text-fg focus-visible:outline-2 focus-visible:outline-ring"
      />
    </label>
  );
}
