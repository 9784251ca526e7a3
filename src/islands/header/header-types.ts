import type { ReactNode } from 'react';
import type { NavigationLabels } from '../../schemas/site';

export interface NavLink {
  label: string;
  href: string;
  description?: string;
}

export interface NavMenu {
  id: string;
  label: string;
  links: NavLink[];
}

export interface HeaderProps {
  brand: string;
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
}
