import { Checkbox, Flex, Form } from 'antd';
import {
  BANNER_FLAGS,
  QA_CHECK_FLAGS,
  QA_ICE_FLAGS,
  QA_PICKABLE_FLAGS,
  ZONE_FLAG_LABELS,
  type ZoneDraft,
  type ZoneFlag,
} from '@ops/schema/line-presets/zone-types';

const GROUPS: Array<{ label: string; flags: readonly ZoneFlag[] }> = [
  { label: 'Banner', flags: BANNER_FLAGS },
  { label: 'QA Pickables', flags: QA_PICKABLE_FLAGS },
  { label: 'QA Ice', flags: QA_ICE_FLAGS },
  { label: 'QA Checks', flags: QA_CHECK_FLAGS },
];

/** The option checkboxes of the zone's type, grouped as the floor uses them. */
export function ZoneFlagFields(props: {
  flags: readonly ZoneFlag[];
  zone: ZoneDraft;
  onChange: (flag: ZoneFlag, value: boolean) => void;
}) {
  const { flags, zone, onChange } = props;
  return GROUPS.map((group) => {
    const shown = group.flags.filter((flag) => flags.includes(flag));
    if (shown.length === 0) return null;
    return (
      <Form.Item key={group.label} label={group.label} style={{ marginBottom: 12 }}>
        <Flex gap={8} wrap>
          {shown.map((flag) => (
            <Checkbox
              key={flag}
              checked={zone[flag]}
              onChange={(event) => onChange(flag, event.target.checked)}
            >
              {ZONE_FLAG_LABELS[flag].label}
            </Checkbox>
          ))}
        </Flex>
      </Form.Item>
    );
  });
}
