import { CloseOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Form, Space, Table, Tooltip } from 'antd';
import type { TableColumnType } from 'antd';
import { useState, type ReactNode } from 'react';

export interface LetterColumn<Row> extends TableColumnType<Row> {
  /** The cell's form field while the row is edited (a Form.Item named after the field). */
  editor?: (row: Row) => ReactNode;
}

export type SaveResult = { saved: true } | { saved: false; field: string; message: string };

export interface LettersTableProps<Row extends { id: string }> {
  /** What the table is, for screen readers. */
  label: string;
  rows: readonly Row[];
  columns: LetterColumn<Row>[];
  /** The id of the row being edited, or null; only one row is editable at a time. */
  editingKey: string | null;
  onEditingKeyChange(key: string | null): void;
  /** The form values a row starts editing with. */
  initialValues(row: Row): Record<string, unknown>;
  onSave(row: Row, values: Record<string, string>): Promise<SaveResult>;
  /** A locked menu: no row can be edited. */
  locked: boolean;
  /** A label for each row's buttons, e.g. its name. */
  rowName(row: Row): string;
}

/**
 * The editable grid of a letter tab: edit, save and cancel per row. Save checks the row's fields
 * first (an invalid letter stays in error and is not sent); a refused save keeps the row open
 * with the reason on its field, and the grid keeps showing the saved row.
 */
export function LettersTable<Row extends { id: string }>(props: LettersTableProps<Row>) {
  const { rows, columns, editingKey, onEditingKeyChange, locked, rowName } = props;
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  function edit(row: Row) {
    form.resetFields();
    form.setFieldsValue(props.initialValues(row));
    onEditingKeyChange(row.id);
  }

  async function save(row: Row) {
    let values: Record<string, string>;
    try {
      values = (await form.validateFields()) as Record<string, string>;
    } catch {
      return;
    }
    setSaving(true);
    try {
      const result = await props.onSave(row, values);
      if (result.saved) onEditingKeyChange(null);
      else form.setFields([{ name: result.field, errors: [result.message] }]);
    } finally {
      setSaving(false);
    }
  }

  const actions: TableColumnType<Row> = {
    title: 'Actions',
    key: 'actions',
    width: 120,
    render: (_value, row) =>
      row.id === editingKey ? (
        <Space size={4}>
          <Tooltip title="Save">
            <Button
              type="primary"
              size="small"
              icon={<SaveOutlined />}
              aria-label={`Save ${rowName(row)}`}
              loading={saving}
              onClick={() => void save(row)}
            />
          </Tooltip>
          <Tooltip title="Cancel">
            <Button
              size="small"
              icon={<CloseOutlined />}
              aria-label={`Cancel ${rowName(row)}`}
              disabled={saving}
              onClick={() => onEditingKeyChange(null)}
            />
          </Tooltip>
        </Space>
      ) : (
        <Tooltip title={locked ? 'This menu is locked for letter edits' : 'Edit'}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${rowName(row)}`}
            disabled={locked || editingKey !== null}
            onClick={() => edit(row)}
          />
        </Tooltip>
      ),
  };

  const shown = columns.map(({ editor, render, ...column }) => ({
    ...column,
    render: (value: unknown, row: Row, index: number) =>
      editor && row.id === editingKey
        ? editor(row)
        : render
          ? render(value, row, index)
          : (value as ReactNode),
  }));

  return (
    <Form form={form} component={false}>
      <Table<Row>
        aria-label={props.label}
        rowKey="id"
        size="middle"
        dataSource={rows as Row[]}
        columns={[...shown, actions]}
        pagination={false}
        sticky
      />
    </Form>
  );
}
