import { Alert, Typography } from 'antd';
import type { RegionTable_RegionFragment } from '../../generated/graphql.ts';

/** An Errored region's errors: a person has to fix the data before its labels can be made. */
export function RegionErrorPanel({ region }: { region: RegionTable_RegionFragment }) {
  return (
    <Alert
      type="error"
      showIcon
      role="region"
      aria-label={`${region.name} errors`}
      message={<strong>OPS TECH: MANUAL INTERVENTION REQUIRED</strong>}
      description={
        <>
          <Typography.Text strong>{region.name}</Typography.Text>
          <ul style={{ maxHeight: 240, overflowY: 'auto', margin: '4px 0 0', paddingLeft: 20 }}>
            {region.labelsError.map((error, index) => (
              <li key={index}>
                <Typography.Text code>{error.errorClass}</Typography.Text> {error.errorMessage}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
