import type { ZoneScan } from './send-scan.ts';

type IcePacks = NonNullable<ZoneScan['betaBox']>['icePacks'][number];
interface Pick {
  name: string;
  picks: number;
  itemLetter?: string | null;
}

const ICE_SIZES = [
  ['thirtyTwoOz', '32 oz'],
  ['sixtyFourOz', '64 oz'],
  ['eightyOz', '80 oz'],
  ['ninetySixOz', '96 oz'],
] as const;

/** "32 oz × 2, 80 oz × 1": the sizes a location holds (a missing 80 oz counts 0). */
export const iceSummary = (packs: IcePacks) =>
  ICE_SIZES.filter(([field]) => (packs[field] ?? 0) > 0)
    .map(([field, size]) => `${size} × ${packs[field]}`)
    .join(', ');

/** One line per pickable (letter, name, count) and per ice location holding packs. */
export function ContentRows({ picks, ice }: { picks: readonly Pick[]; ice: readonly IcePacks[] }) {
  return (
    <>
      {picks.map((pick, index) => (
        <li key={`p${index}`} className="zone-cell zone-cell-lit">
          <span className="zone-cell-letter">{pick.itemLetter ?? ''}</span>
          <span>{pick.name}</span>
          <span className="zone-cell-count">{pick.picks}</span>
        </li>
      ))}
      {ice
        .filter((packs) => iceSummary(packs) !== '')
        .map((packs) => (
          <li key={`i${packs.location}`} className="zone-cell zone-cell-lit">
            <span className="zone-cell-letter">Ice</span>
            <span>
              {packs.location}: {iceSummary(packs)}
            </span>
          </li>
        ))}
    </>
  );
}

/** A beta box: its meal bags, proteins and ice packs, whatever the zone. */
export function BetaBoxPanel({ beta }: { beta: NonNullable<ZoneScan['betaBox']> }) {
  const groups = [
    ['Meal bags / Bolsas de comida', beta.pickables.mealBags, []],
    ['Proteins / Proteínas', beta.pickables.proteins, []],
    ['Ice packs / Hielo', [], beta.icePacks],
  ] as const;
  return (
    <section className="zone-beta" aria-label="Beta box">
      <h2>BETA BOX / CAJA BETA</h2>
      {groups.map(([title, picks, ice]) =>
        picks.length + ice.length === 0 ? null : (
          <div key={title}>
            <h3>{title}</h3>
            <ul className="zone-pick-list" aria-label={title}>
              <ContentRows picks={picks} ice={ice} />
            </ul>
          </div>
        ),
      )}
    </section>
  );
}
