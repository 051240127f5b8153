import type { ZoneScan } from './send-scan.ts';

type Pallet = NonNullable<ZoneScan['palletScanData']>;

/** A pallet zone: where the box goes, and a warning when its region differs from the last box. */
export function PalletView({
  pallet,
}: {
  pallet: Pick<Pallet, 'shippingRegion' | 'shipDay' | 'boxSize'> & {
    shippingRegionHasChanged?: boolean;
  };
}) {
  return (
    <div className="zone-pallet">
      {pallet.shippingRegionHasChanged && (
        <div className="zone-pallet-changed" role="alert">
          NEW PALLET — Region changed / NUEVO PALÉ — Cambió la región
        </div>
      )}
      <div className="zone-pallet-region">{pallet.shippingRegion}</div>
      <div>{pallet.shipDay}</div>
      <div>{pallet.boxSize}&quot; box</div>
    </div>
  );
}
