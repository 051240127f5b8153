import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { HOVER_OR_FOCUS } from '../../shared/tooltip-trigger.ts';

/** BACK, then the preset's name and description; the edit icon only in the editor. */
export function PresetHeader(props: {
  name: string;
  description: string;
  onBack: () => void;
  onEditDetails?: () => void;
}) {
  const { name, description, onBack, onEditDetails } = props;
  return (
    <Flex vertical gap={8}>
      <div>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          BACK
        </Button>
      </div>
      <Flex align="center" gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
        {onEditDetails && (
          <Tooltip title="Edit name and description" trigger={HOVER_OR_FOCUS}>
            <Button
              type="text"
              aria-label="Edit name and description"
              icon={<EditOutlined />}
              onClick={onEditDetails}
            />
          </Tooltip>
        )}
      </Flex>
      <Typography.Paragraph
        type="secondary"
        style={{ margin: 0, whiteSpace: 'pre-wrap' }}
        data-testid="preset-description"
      >
        {description || 'No description'}
      </Typography.Paragraph>
    </Flex>
  );
}
