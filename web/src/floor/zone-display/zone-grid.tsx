import { MESSAGES } from './messages.ts';
import { usesPickList, type GridSize } from './scan-rules.ts';
import type { Cell } from './zone-cells.ts';

interface ZoneGridProps {
  size: GridSize;
  cells: Cell[];
  /** A scan answered: dark cells everywhere then means no picks here. */
  scanned: boolean;
  screenHeight: number;
}

/** A cell as a screen reader names it: its location (ice), letter and picks when lit. */
const cellName = (cell: Cell) =>
  [cell.location, cell.letter, cell.count > 0 ? cell.count : null].filter(Boolean).join(' ');

/** The cells in rows of `columns`, as the grid shows them. */
function rowsOf(cells: Cell[], columns: number): Cell[][] {
  const rows: Cell[][] = [];
  for (let start = 0; start < cells.length; start += columns) {
    rows.push(cells.slice(start, start + columns));
  }
  return rows;
}

export function ZoneGrid({ size, cells, scanned, screenHeight }: ZoneGridProps) {
  const lit = cells.filter((cell) => cell.count > 0);
  if (scanned && lit.length === 0) {
    return (
      <div className="zone-no-picks" role="status">
        <div>{MESSAGES.noPicks.en}</div>
        <div className="zone-es">{MESSAGES.noPicks.es}</div>
      </div>
    );
  }
  if (usesPickList(screenHeight, size.rows)) {
    return (
      <ul className="zone-pick-list" aria-label="Picks">
        {lit.map((cell) => (
          <li key={cell.key} className="zone-cell zone-cell-lit">
            {cell.location && <span className="zone-cell-location">{cell.location}</span>}
            <span className="zone-cell-letter">{cell.letter}</span>
            <span className="zone-cell-count">{cell.count}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div
      className="zone-grid"
      role="grid"
      aria-label="Zone cells"
      style={{
        gridTemplateColumns: `repeat(${size.columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${size.rows}, minmax(0, 1fr))`,
      }}
    >
      {rowsOf(cells.slice(0, size.rows * size.columns), size.columns).map((row, index) => (
        // A grid's cells sit in rows; the row's box steps aside so the cells stay on the CSS grid.
        <div key={index} role="row" className="zone-grid-row">
          {row.map((cell) => (
            <div
              key={cell.key}
              role="gridcell"
              aria-label={cellName(cell)}
              className={`zone-cell${cell.count > 0 ? ' zone-cell-lit' : ''}${cell.filtered ? ' zone-cell-filtered' : ''}`}
            >
              {cell.location && <span className="zone-cell-location">{cell.location}</span>}
              <span className="zone-cell-letter">{cell.letter}</span>
              {cell.count > 0 && <span className="zone-cell-count">{cell.count}</span>}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
