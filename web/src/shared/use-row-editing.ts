import { Form, type FormInstance } from 'antd';

/** Which row of a screen's tables is being edited: one at a time, owned by the screen. */
export interface EditingKey {
  /** The key of the row being edited, or null. */
  editingKey: string | null;
  onEditingKeyChange(key: string | null): void;
}

export interface RowEditing<Values> {
  /** The edited row's fields: its cells are this form's items (antd's editable rows). */
  form: FormInstance<Values>;
  isEditing(key: string): boolean;
  /** Another row is being edited, so this one cannot be opened now. */
  isBlocked(key: string): boolean;
  /** Opens a row with its saved values; refused while another row is open. */
  edit(key: string, values: Values): void;
  /** Closes the row, its unsaved values dropped. */
  close(): void;
}

/**
 * One row editable at a time, as antd's editable-rows pattern: the table sits in a Form, the
 * edited row's cells render Form.Items, and opening a row fills the form with its saved values.
 */
export function useRowEditing<Values>({
  editingKey,
  onEditingKeyChange,
}: EditingKey): RowEditing<Values> {
  const [form] = Form.useForm<Values>();
  return {
    form,
    isEditing: (key) => key === editingKey,
    isBlocked: (key) => editingKey !== null && key !== editingKey,
    edit: (key, values) => {
      if (editingKey !== null) return;
      form.resetFields();
      form.setFieldsValue(values as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
      onEditingKeyChange(key);
    },
    close: () => onEditingKeyChange(null),
  };
}
