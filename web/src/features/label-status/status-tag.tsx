import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { LabelsProgressStatus } from '../../generated/graphql.ts';

const look: Record<LabelsProgressStatus, { text: string; color: string; icon: React.ReactNode }> = {
  IN_PROGRESS: { text: 'In Progress', color: 'processing', icon: <SyncOutlined spin /> },
  COMPLETED: { text: 'Completed', color: 'success', icon: <CheckCircleOutlined /> },
  ERRORED: { text: 'Errored', color: 'error', icon: <CloseCircleOutlined /> },
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
