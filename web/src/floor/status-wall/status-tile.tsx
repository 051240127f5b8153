import { errorRatePercent } from '../../shared/zone-rates.ts';

export interface TileData {
  zoneId: number;
  status: string;
  errorRate: number;
}

/** One screen: its zone id (0 for the printer), status and error rate; a danger icon unless online. */
export function StatusTile({ tile, printer }: { tile: TileData; printer?: boolean }) {
  const online = tile.status === 'online';
  return (
    <div
      className={`status-tile${online ? '' : ' status-tile-down'}`}
      data-testid={`tile-${tile.zoneId}`}
      aria-label={`${printer ? 'Printer' : `Zone ${tile.zoneId}`} ${tile.status}`}
    >
      <div className="status-tile-zone">
        {!online && (
          <span className="status-danger" role="img" aria-label="danger">
            ⚠
          </span>
        )}
        {printer ? 'Printer' : `Zone ${tile.zoneId}`}
      </div>
      <div className="status-tile-status">{tile.status}</div>
      <div className="status-tile-rate">Error rate {errorRatePercent(tile.errorRate)}</div>
    </div>
  );
}
