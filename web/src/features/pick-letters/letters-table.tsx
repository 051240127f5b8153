import { CloseOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { Form, Space, Table, type TableColumnType } from 'antd';
import { useState, type ReactNode } from 'react';
import { LOCKED_MENU_NOTICE } from './messages.ts';
import { TipButton } from '../../shared/tip-button.tsx';
import { useRowEditing, type EditingKey } from '../../shared/use-row-editing.ts';

export type LetterValues = Record<string, string>;

export interface LetterColumn<Row> extends Omit<TableColumnType<Row>, 'render'> {
  key: string;
  render(row: Row): ReactNode;
  /** The cell while the row is edited: Form.Items named after the row's fields. */
  editor?: (row: Row) => ReactNode;
}

export type SaveResult = { saved: true } | { saved: false; field: string; message: string };

export interface LettersTableProps<Row extends { id: string }> extends EditingKey {
  /** What the table is, for screen readers. */
  label: string;
  rows: readonly Row[];
  columns: LetterColumn<Row>[];
  /** The values a row starts editing with, by field name. */
  initialValues(row: Row): LetterValues;
  onSave(row: Row, values: LetterValues): Promise<SaveResult>;
  /** A locked menu: no row can be edited. */
  locked: boolean;
  /** A label for each row's buttons, e.g. its name. */
  rowName(row: Row): string;
}

/**
 * The editable grid of a letter tab: edit, save and cancel per row, one row at a time (antd's
 * editable rows). The fields' rules run as they change and again on save (an invalid letter
 * stays in error and is not sent); a refused save keeps the row open with the reason on its
 * field, and the grid keeps showing the saved row.
 */
export function LettersTable<Row extends { id: string }>(props: LettersTableProps<Row>) {
  const { rows, columns, locked, rowName } = props;
  const editing = useRowEditing<LetterValues>(props);
  const [saving, setSaving] = useState(false);
  // antd shows a sorter's tip on hover; a header reached by keyboard shows it too.
  const [focusedHeader, setFocusedHeader] = useState<string | null>(null);

  async function save(row: Row) {
    const values = await editing.form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const result = await props.onSave(row, values);
      if (result.saved) editing.close();
      else editing.form.setFields([{ name: result.field, errors: [result.message] }]);
    } finally {
      setSaving(false);
    }
  }

  const actions: TableColumnType<Row> = {
    title: 'Actions',
    key: 'actions',
    width: 120,
    render: (_, row) =>
      editing.isEditing(row.id) ? (
        <Space size={4}>
          <TipButton
            tip="Save"
            type="primary"
            size="small"
            icon={<SaveOutlined />}
            aria-label={`Save ${rowName(row)}`}
            loading={saving}
            onClick={() => void save(row)}
          />
          <TipButton
            tip="Cancel"
            size="small"
            icon={<CloseOutlined />}
            aria-label={`Cancel ${rowName(row)}`}
            disabled={saving}
            onClick={editing.close}
          />
        </Space>
      ) : (
        <TipButton
          tip={locked ? LOCKED_MENU_NOTICE : 'Edit'}
          size="small"
          icon={<EditOutlined />}
          aria-label={`Edit ${rowName(row)}`}
          disabled={locked || editing.isBlocked(row.id)}
          onClick={() => editing.edit(row.id, props.initialValues(row))}
        />
      ),
  };

  const shown = columns.map(({ editor, render, ...column }): TableColumnType<Row> => ({
    ...column,
    render: (_, row) => (editor && editing.isEditing(row.id) ? editor(row) : render(row)),
    ...(column.sorter && {
      showSorterTooltip: { open: focusedHeader === column.key || undefined },
      onHeaderCell: () => ({
        onFocus: () => setFocusedHeader(column.key),
        onBlur: () => setFocusedHeader(null),
      }),
    }),
  }));

  return (
    <Form form={editing.form} component={false}>
      <Table<Row>
        aria-label={props.label}
        rowKey="id"
        size="middle"
        // Columns without a width share what is left equally, whatever their texts.
        tableLayout="fixed"
        dataSource={rows as Row[]}
        columns={[...shown, actions]}
        pagination={false}
      />
    </Form>
  );
}
