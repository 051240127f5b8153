/** The four facilities of the status wall's select, by the slug of its address. */
export const STATUS_FACILITIES = [
  { id: '1', slug: 'chicago', abbreviation: 'CHI', name: 'Chicago' },
  { id: '7', slug: 'skyview', abbreviation: 'SKY', name: 'Skyview' },
  { id: '2', slug: 'san_bernardino', abbreviation: 'SBD', name: 'San Bernardino' },
  { id: '8', slug: 'baltimore', abbreviation: 'BAL', name: 'Baltimore' },
] as const;

export const facilityBySlug = (slug: string | undefined) =>
  STATUS_FACILITIES.find((facility) => facility.slug === slug);

/** 'Page updated N seconds ago', ticking every 3 s. */
export const TICK_MS = 3_000;
/** The data is refreshed about every 60 s (and pushed live when a screen changes). */
export const REFRESH_MS = 60_000;

export const updatedAgo = (updatedAt: number, now: number) =>
  `Page updated ${Math.max(0, Math.round((now - updatedAt) / 1000))} seconds ago`;
