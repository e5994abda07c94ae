import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../lib/theme-store';
import { Button } from './ui/button';

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const isDark = useThemeStore((state) => state.theme === 'dark');
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const label = t(isDark ? 'theme.toLight' : 'theme.toDark');

  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
    >
      {isDark ? <Sun /> : <Moon />}
    </Button>
  );
}
