import { Form, Input, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import {
  DESCRIPTION_MAX_LENGTH,
  descriptionError,
  NAME_MAX_LENGTH,
  presetNameError,
} from '@ops/schema/line-presets/preset-name';
import { focusOnOpen } from '../../shared/dialog-focus.tsx';

export interface PresetFormValues {
  name: string;
  description: string;
}

export interface PresetFormDialogProps {
  open: boolean;
  title: string;
  okText: string;
  initialValues: PresetFormValues;
  /** Names of the facility's other presets: the name may equal none of them. */
  otherNames: readonly string[];
  /** Resolves to a message for the name field when the server refused it, else null. */
  onSubmit: (values: PresetFormValues) => Promise<string | null>;
  onCancel: () => void;
}

/** Name (required, unique) and a multi-line description: new, duplicate and edit details. */
export function PresetFormDialog(props: PresetFormDialogProps) {
  const { open, title, okText, initialValues, otherNames, onSubmit, onCancel } = props;
  const [form] = Form.useForm<PresetFormValues>();
  const [submitting, setSubmitting] = useState(false);
  // Field ids derive from the form's name: two dialogs on one page must not share them.
  const formName = `preset-form-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    if (open) form.setFieldsValue(initialValues);
  }, [open, initialValues, form]);

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSubmitting(true);
    try {
      const refused = await onSubmit({
        name: values.name.trim(),
        description: values.description ?? '',
      });
      if (refused) form.setFields([{ name: 'name', errors: [refused] }]);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      modalRender={focusOnOpen}
      open={open}
      title={title}
      okText={okText}
      onOk={() => void submit()}
      onCancel={onCancel}
      confirmLoading={submitting}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        name={formName}
        layout="vertical"
        preserve={false}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="name"
          label="Name"
          validateFirst
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const error = presetNameError(value ?? '', otherNames);
                if (error) throw new Error(error);
              },
            },
          ]}
        >
          <Input autoFocus maxLength={NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const error = descriptionError(value ?? '');
                if (error) throw new Error(error);
              },
            },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={DESCRIPTION_MAX_LENGTH}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
