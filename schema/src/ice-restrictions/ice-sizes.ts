/** Ice pack sizes, largest first, and the names the REST API uses for them. */
export const ICE_SIZES = [96, 80, 64, 32] as const;
export type IceSizeOz = (typeof ICE_SIZES)[number];

export const ICE_SIZE_KEYS = {
  96: 'ninety_six_oz',
  80: 'eighty_oz',
  64: 'sixty_four_oz',
  32: 'thirty_two_oz',
} as const satisfies Record<IceSizeOz, string>;
export type IceSizeKey = (typeof ICE_SIZE_KEYS)[IceSizeOz];

export const ICE_SIZE_KEY_LIST: readonly IceSizeKey[] = ICE_SIZES.map(
  (size) => ICE_SIZE_KEYS[size],
);

/** '96oz', as the screen shows it. */
export function iceSizeLabel(size: IceSizeOz): string {
  return `${size}oz`;
}

export function iceSizeFromKey(key: string): IceSizeOz | undefined {
  return ICE_SIZES.find((size) => ICE_SIZE_KEYS[size] === key);
}
