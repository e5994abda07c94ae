import {
  CalendarDays,
  BookOpen,
  ChefHat,
  Heart,
  LayoutDashboard,
  Lightbulb,
  Refrigerator,
  Settings,
  ShoppingCart,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { PATHS } from '../../../shared/routes';

export type NavKey =
  | 'home'
  | 'chat'
  | 'feed'
  | 'recipes'
  | 'planning'
  | 'shopping'
  | 'inventory'
  | 'favorites'
  | 'settings';

export interface NavItem {
  key: NavKey;
  to: string;
  icon: LucideIcon;
  /** Active on this exact path only (the dashboard home, parent of every other entry). */
  end?: boolean;
}

/** The sidebar's entries, in order (specification, section 2). */
export const NAV_ITEMS: NavItem[] = [
  { key: 'home', to: PATHS.dashboard, icon: LayoutDashboard, end: true },
  { key: 'chat', to: PATHS.dashboardChat, icon: ChefHat },
  { key: 'feed', to: PATHS.dashboardFeed, icon: Lightbulb },
  { key: 'recipes', to: PATHS.dashboardRecipes, icon: BookOpen },
  { key: 'planning', to: PATHS.dashboardPlanning, icon: CalendarDays },
  { key: 'shopping', to: PATHS.dashboardShopping, icon: ShoppingCart },
  { key: 'inventory', to: PATHS.dashboardInventory, icon: Refrigerator },
  { key: 'favorites', to: PATHS.dashboardFavorites, icon: Heart },
  { key: 'settings', to: PATHS.dashboardSettings, icon: Settings },
];
