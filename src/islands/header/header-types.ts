import type { ReactNode } from 'react';
import type { NavigationLabels } from '../../schemas/site';

export interface NavLink {
  label: string;
  href: string;
  /** `en` on a translated page while the label is not translated yet (it is shown in English). */
  lang?: string;
}

/** The three header menus. Their links arrive as server-rendered slots of the same names. */
export const MENU_IDS = ['products', 'solutions', 'developers'] as const;
export type MenuId = (typeof MENU_IDS)[number];

export interface NavMenu {
  id: MenuId;
  label: string;
  /** `en` on a translated page while the menu's name is not translated yet. */
  lang?: string;
}

export type HeaderProps = {
  brand: string;
  /** The home page in the page's language. */
  home: string;
  /** The names the island itself writes; each menu's own is in `menus`. */
  labels: Pick<NavigationLabels, 'menu' | 'mainNav' | 'mobileNav'>;
  /** `en` on a translated page while the mobile menu button's name (`labels.menu`) is not translated yet. */
  menuLabelLang?: string;
  menus: NavMenu[];
  resources: NavLink;
  pricing: NavLink;
  search: NavLink;
  login: NavLink;
  getStarted: NavLink;
  currentPath: string;
  /** Server-rendered controls beside the account links (the theme toggle), left alone by React. */
  children?: ReactNode;
} & Partial<Record<MenuId, ReactNode>>;
