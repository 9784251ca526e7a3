import { getIconData } from '@iconify/utils';
import { icons as lucide } from '@iconify-json/lucide';

/** Where a marketer looks up icon names: every Lucide icon works, by its name on this page. */
export const ICON_CATALOGUE_URL = 'https://lucide.dev/icons/';

export const isIconName = (name: string): boolean => getIconData(lucide, name) !== null;

/** The SVG markup inside <svg> for a Lucide icon, on a 24 × 24 grid. */
export function iconBody(name: string): string {
  const icon = getIconData(lucide, name);
  if (!icon) throw new Error(`Unknown icon "${name}": pick a name from ${ICON_CATALOGUE_URL}`);
  return icon.body;
}
