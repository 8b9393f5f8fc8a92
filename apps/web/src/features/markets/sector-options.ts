import type { Sector } from '@sahm/contracts/sectors';

export type SectorOption = { guid: string; name: string; depth: number };

/**
 * The sector tree as one indented list. A sector whose only industry group has its own name
 * (Energy → Energy, Materials → Materials) is listed once: the two choices would filter alike.
 */
export function sectorOptions(sectors: readonly Sector[], depth = 0): SectorOption[] {
  return sectors.flatMap((sector) => {
    const [only, ...rest] = sector.children;
    const children = only && rest.length === 0 && only.name === sector.name ? only.children : sector.children;
    return [{ guid: sector.guid, name: sector.name, depth }, ...sectorOptions(children, depth + 1)];
  });
}
