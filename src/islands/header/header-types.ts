import type { ReactNode } from 'react';
import type { NavigationLabels } from '../../schemas/site';

export interface NavLink {
  label: string;
  href: string;
}

/** The three header menus. Their links arrive as server-rendered slots of the same names. */
export const MENU_IDS = ['products', 'solutions', 'developers'] as const;
export type MenuId = (typeof MENU_IDS)[number];

export interface NavMenu {
  id: MenuId;
  label: string;
}

export type HeaderProps = {
  brand: string;
  /** The home page in the page's language. */
  home: string;
  labels: NavigationLabels;
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
