import { Alert } from 'antd';

/** Says why the screen shows another facility than the link named (useFacilityChoice). */
export function FacilityNotice({ notice }: { notice: string | undefined }) {
  if (notice === undefined) return null;
  return <Alert type="warning" showIcon message={notice} role="alert" />;
}
