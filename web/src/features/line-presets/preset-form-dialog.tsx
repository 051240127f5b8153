import { ModalForm } from '@ant-design/pro-form';
import { Form, Input, type FormInstance } from 'antd';
import { useRef } from 'react';
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

/**
 * Name (required, unique) and a multi-line description: new, duplicate and edit details.
 * pro-form's ModalForm validates, shows Create (or Done…) loading while `onSubmit` runs, and
 * builds the form afresh with `initialValues` at each opening (its content is destroyed on close).
 * The caller closes it through `open`.
 */
export function PresetFormDialog(props: PresetFormDialogProps) {
  const { open, title, okText, initialValues, otherNames, onSubmit, onCancel } = props;
  const formRef = useRef<FormInstance<PresetFormValues>>(undefined);
  return (
    <ModalForm<PresetFormValues>
      open={open}
      title={title}
      width={520}
      formRef={formRef}
      initialValues={initialValues}
      modalProps={{
        okText,
        cancelText: 'Cancel',
        destroyOnHidden: true,
        modalRender: focusOnOpen,
        onCancel,
      }}
      onFinish={async (values) => {
        const refused = await onSubmit({
          name: values.name.trim(),
          description: values.description ?? '',
        });
        if (refused) formRef.current?.setFields([{ name: 'name', errors: [refused] }]);
        return false;
      }}
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
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={DESCRIPTION_MAX_LENGTH} />
      </Form.Item>
    </ModalForm>
  );
}
