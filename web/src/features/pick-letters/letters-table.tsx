import { CloseOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { LightTable, type LightColumn } from '../../shared/light-table.tsx';
import { LOCKED_MENU_NOTICE } from './messages.ts';

/** A field of the row being edited: its value, its problem if any, and how to change it. */
export interface EditField {
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}

export interface LetterColumn<Row> extends LightColumn<Row> {
  /** The cell while the row is edited; `field(name)` is one of the row's edited values. */
  editor?: (row: Row, field: (name: string) => EditField) => ReactNode;
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
  /** The values a row starts editing with, by field name. */
  initialValues(row: Row): Record<string, string>;
  /** Each checked field's check: its problem, or undefined when the value is right. */
  checks: Record<string, (value: string) => string | undefined>;
  onSave(row: Row, values: Record<string, string>): Promise<SaveResult>;
  /** A locked menu: no row can be edited. */
  locked: boolean;
  /** A label for each row's buttons, e.g. its name. */
  rowName(row: Row): string;
}

/**
 * The editable grid of a letter tab: edit, save and cancel per row. A field is checked as it
 * changes and again on save (an invalid letter stays in error and is not sent); a refused save
 * keeps the row open with the reason on its field, and the grid keeps showing the saved row.
 * The buttons' tips are their titles.
 */
export function LettersTable<Row extends { id: string }>(props: LettersTableProps<Row>) {
  const { rows, columns, editingKey, onEditingKeyChange, locked, rowName, checks } = props;
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);

  function edit(row: Row) {
    setValues(props.initialValues(row));
    setErrors({});
    onEditingKeyChange(row.id);
  }

  const field = (name: string): EditField => ({
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: checks[name]?.(value) }));
    },
  });

  async function save(row: Row) {
    const found = Object.fromEntries(
      Object.entries(checks).map(([name, check]) => [name, check(values[name] ?? '')]),
    );
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const result = await props.onSave(row, values);
      if (result.saved) onEditingKeyChange(null);
      else setErrors((current) => ({ ...current, [result.field]: result.message }));
    } finally {
      setSaving(false);
    }
  }

  const actions: LightColumn<Row> = {
    title: 'Actions',
    key: 'actions',
    width: 120,
    render: (row) =>
      row.id === editingKey ? (
        <Space size={4}>
          <Button
            type="primary"
            size="small"
            icon={<SaveOutlined />}
            title="Save"
            aria-label={`Save ${rowName(row)}`}
            loading={saving}
            onClick={() => void save(row)}
          />
          <Button
            size="small"
            icon={<CloseOutlined />}
            title="Cancel"
            aria-label={`Cancel ${rowName(row)}`}
            disabled={saving}
            onClick={() => onEditingKeyChange(null)}
          />
        </Space>
      ) : (
        // A disabled button gets no pointer events: its wrapper carries the tip.
        <span title={locked ? LOCKED_MENU_NOTICE : 'Edit'}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${rowName(row)}`}
            disabled={locked || editingKey !== null}
            onClick={() => edit(row)}
          />
        </span>
      ),
  };

  const shown = columns.map(({ editor, render, ...column }): LightColumn<Row> => ({
    ...column,
    render: (row) => (editor && row.id === editingKey ? editor(row, field) : render(row)),
  }));

  return (
    <LightTable<Row>
      aria-label={props.label}
      rowKey={(row) => row.id}
      size="middle"
      rows={rows}
      columns={[...shown, actions]}
      sticky
    />
  );
}
