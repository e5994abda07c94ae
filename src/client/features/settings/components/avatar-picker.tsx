import { Check, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AVATARS, avatarUrl } from '../../../../shared/constants';
import type { Avatar } from '../../../../shared/constants';

const OPTIONS: readonly (Avatar | null)[] = [null, ...AVATARS];

/** Our six illustrations, or the initials: native radio buttons, so arrow keys work. */
export function AvatarPicker({
  value,
  initials,
  onChange,
}: {
  value: Avatar | null;
  initials: string;
  onChange: (avatar: Avatar | null) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-fg">{t('profile.avatar')}</legend>
      <div className="flex flex-wrap gap-3">
        {OPTIONS.map((avatar) => {
          const label = t(`profile.avatars.${avatar ?? 'initials'}`);
          return (
            <label
              key={avatar ?? 'initials'}
              title={label}
              className="group relative cursor-pointer rounded-full outline-offset-2 has-checked:outline-3 has-checked:outline-primary has-focus-visible:outline-3 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="avatar"
                className="sr-only"
                checked={value === avatar}
                onChange={() => onChange(avatar)}
              />
              {avatar ? (
                <img
                  src={avatarUrl(avatar)}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 rounded-full"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-14 place-items-center rounded-full bg-primary-soft text-lg font-semibold text-primary"
                >
                  {initials || <UserRound className="size-6" />}
                </span>
              )}
              <span className="sr-only">{label}</span>
              <span
                aria-hidden="true"
                className="absolute -right-1 -bottom-1 hidden size-6 place-items-center rounded-full border-2 border-surface-raised bg-primary text-on-primary group-has-checked:grid"
              >
                <Check className="size-3.5" strokeWidth={3} />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
