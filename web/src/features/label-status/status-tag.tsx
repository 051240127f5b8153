import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { LabelsProgressStatus } from '../../generated/graphql.ts';

// Preset colours rather than antd's status colours: a status tag writes its text in the bright
// status colour (success green, info blue), below WCAG AA contrast on its pale background; a
// preset tag writes it in the colour's darker 7th shade (see contrast-tokens.ts).
const look: Record<LabelsProgressStatus, { text: string; color: string; icon: React.ReactNode }> = {
  IN_PROGRESS: { text: 'In Progress', color: 'blue', icon: <SyncOutlined spin /> },
  COMPLETED: { text: 'Completed', color: 'green', icon: <CheckCircleOutlined /> },
  ERRORED: { text: 'Errored', color: 'red', icon: <CloseCircleOutlined /> },
};

/** A region's label progress; 'Not Started' before any run reached it. */
export function StatusTag({ status }: { status: LabelsProgressStatus | null | undefined }) {
  if (!status) return <Tag>Not Started</Tag>;
  const { text, color, icon } = look[status];
  return (
    <Tag color={color} icon={icon}>
      {text}
    </Tag>
  );
}
