import {
  menuWithoutIce,
  noIceMessage,
  type RestrictionMenu,
  type RestrictionState,
} from '@ops/schema/ice-restrictions/rules';
import { App, Form, Table, Tag, Typography, type TableColumnType } from 'antd';
import { useMemo } from 'react';
import type { IceSize } from '../../generated/graphql.ts';
import { IndefiniteSelect, MenuCheckboxes, RowActions } from './restriction-controls.tsx';
import {
  planStatesWithDraft,
  toRestrictionState,
  type Facility,
  type IceRestrictionRow,
} from './row-state.ts';
import { useUpdateIceRestriction } from './use-update-ice-restriction.ts';
import { useRowEditing, type EditingKey } from '../../shared/use-row-editing.ts';

/** The light green of the selected navigation entry (the theme's derived tints are too dark). */
const EDITING_ROW_BACKGROUND = '#e3f0e8';

interface TableRow {
  key: string;
  iceSize: IceSize;
  label: string;
  /** Rows of this ice size (set on its first row only, for the merged size cell). */
  sizeRowSpan: number;
  restriction: IceRestrictionRow;
}

function tableRows(facility: Facility): TableRow[] {
  return facility.iceRestrictions.flatMap((size) =>
    size.mealPlans.map((restriction, index) => ({
      key: restriction.id,
      iceSize: size.iceSize,
      label: size.label,
      sizeRowSpan: index === 0 ? size.mealPlans.length : 0,
      restriction,
    })),
  );
}

/** The edited row's form: both its controls edit the one restriction. */
interface RowValues {
  restriction: RestrictionState;
}

interface Props extends EditingKey {
  facility: Facility;
  menus: readonly RestrictionMenu[];
}

/** One facility: a row per ice size and meal plan, one row editable at a time. */
export function FacilityIceTable({ facility, menus, ...editingKey }: Props) {
  const { message } = App.useApp();
  const { save, saving } = useUpdateIceRestriction();
  const editing = useRowEditing<RowValues>(editingKey);
  const rows = useMemo(() => tableRows(facility), [facility]);

  // The edited row's controls are its form's field; the others show the saved restriction.
  const control = (Control: typeof MenuCheckboxes) => (_: unknown, row: TableRow) =>
    editing.isEditing(row.key) ? (
      <Form.Item name="restriction" noStyle>
        <Control menus={menus} editable />
      </Form.Item>
    ) : (
      <Control menus={menus} value={toRestrictionState(row.restriction)} />
    );
  // The row being edited stands out (cells carry their own background, so they get the tint).
  const tint = (row: TableRow) => ({
    style: editing.isEditing(row.key) ? { background: EDITING_ROW_BACKGROUND } : {},
  });

  const saveRow = async (row: TableRow) => {
    const draft = editing.form.getFieldValue('restriction') as RestrictionState;
    // Checked here too, so the user can fix the row before anything is sent.
    const states = planStatesWithDraft(facility, row.restriction.mealPlanId, {
      iceSize: row.iceSize,
      draft,
    });
    const bare = menuWithoutIce(menus, states);
    if (bare) {
      void message.error(noIceMessage(bare), 6);
      return;
    }
    const result = await save(
      {
        packingFacilityId: facility.packingFacilityId,
        mealPlanId: row.restriction.mealPlanId,
        iceSize: row.iceSize,
      },
      draft,
    );
    // Saved or refused, the row shows what is stored: the new state, or the old one untouched.
    editing.close();
    if (result.ok) {
      void message.success(`${row.label} ${row.restriction.mealPlanSlug} restriction saved.`);
    } else {
      void message.error(
        `${row.label} ${row.restriction.mealPlanSlug} was not saved: ${result.message}`,
        6,
      );
    }
  };

  const columns: TableColumnType<TableRow>[] = [
    {
      key: 'size',
      title: 'Ice Size',
      width: 90,
      onCell: (row) => ({ rowSpan: row.sizeRowSpan }),
      render: (_, row) => <Typography.Text strong>{row.label}</Typography.Text>,
    },
    {
      key: 'mealPlan',
      title: 'Meal Plan',
      onCell: tint,
      width: 110,
      render: (_, row) => <Tag>{row.restriction.mealPlanSlug}</Tag>,
    },
    { key: 'byMenu', title: 'Disable By Menu', onCell: tint, render: control(MenuCheckboxes) },
    {
      key: 'indefinitely',
      title: 'Disable Indefinitely',
      onCell: tint,
      width: 180,
      render: control(IndefiniteSelect),
    },
    {
      key: 'actions',
      title: 'Actions',
      onCell: tint,
      width: 100,
      render: (_, row) => (
        <RowActions
          editing={editing.isEditing(row.key)}
          blocked={editing.isBlocked(row.key)}
          saving={saving && editing.isEditing(row.key)}
          onEdit={() => editing.edit(row.key, { restriction: toRestrictionState(row.restriction) })}
          onSave={() => void saveRow(row)}
          onClose={editing.close}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby={`ice-facility-${facility.packingFacilityId}`}>
      <Typography.Title level={4} id={`ice-facility-${facility.packingFacilityId}`}>
        {facility.packingFacilityName}
      </Typography.Title>
      <Form form={editing.form} component={false}>
        <Table<TableRow>
          size="small"
          bordered
          columns={columns}
          dataSource={rows}
          rowKey="key"
          pagination={false}
        />
      </Form>
    </section>
  );
}
