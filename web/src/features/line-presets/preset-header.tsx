import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { Paragraph, Title } from '../../shared/typography.tsx';
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
        <Title level={3} style={{ margin: 0 }}>
          {name}
        </Title>
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
      <Paragraph
        type="secondary"
        style={{ margin: 0, whiteSpace: 'pre-wrap' }}
        data-testid="preset-description"
      >
        {description || 'No description'}
      </Paragraph>
    </Flex>
  );
}
