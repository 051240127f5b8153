import {
  menuWithoutIce,
  noIceMessage,
  type RestrictionMenu,
} from '@ops/schema/ice-restrictions/rules';
import { App, Tag } from 'antd';
import { useMemo } from 'react';
import type { IceSize } from '../../generated/graphql.ts';
import { IndefiniteSelect, MenuCheckboxes, RowActions } from './restriction-controls.tsx';
import {
  planStatesWithDraft,
  toRestrictionState,
  type Facility,
  type IceRestrictionRow,
} from './row-state.ts';
import type { RowEditor } from './use-row-editor.ts';
import { useUpdateIceRestriction } from './use-update-ice-restriction.ts';
import { LightTable, type LightColumn } from '../../shared/light-table.tsx';
import { Text, Title } from '../../shared/typography.tsx';

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

const rowKeyOf = (row: TableRow) => row.key;

interface Props {
  facility: Facility;
  menus: readonly RestrictionMenu[];
  editor: RowEditor;
}

/** One facility: a row per ice size and meal plan. */
export function FacilityIceTable({ facility, menus, editor }: Props) {
  const { message } = App.useApp();
  const { save, saving } = useUpdateIceRestriction();
  const rows = useMemo(() => tableRows(facility), [facility]);

  const stateOf = (row: TableRow) =>
    editor.editingRowId === row.key && editor.draft
      ? editor.draft
      : toRestrictionState(row.restriction);
  const isEditing = (row: TableRow) => editor.editingRowId === row.key;
  const controlProps = (row: TableRow) => ({
    menus,
    state: stateOf(row),
    editable: isEditing(row),
    onChange: editor.change,
  });
  // The row being edited stands out (cells carry their own background, so they get the tint).
  const tint = (row: TableRow) => ({
    style: isEditing(row) ? { background: EDITING_ROW_BACKGROUND } : {},
  });

  const saveRow = async (row: TableRow) => {
    const draft = editor.draft;
    if (!draft) return;
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
    editor.close();
    if (result.ok) {
      void message.success(`${row.label} ${row.restriction.mealPlanSlug} restriction saved.`);
    } else {
      void message.error(
        `${row.label} ${row.restriction.mealPlanSlug} was not saved: ${result.message}`,
        6,
      );
    }
  };

  const columns: LightColumn<TableRow>[] = [
    {
      key: 'size',
      title: 'Ice Size',
      width: 90,
      cell: (row) => ({ rowSpan: row.sizeRowSpan }),
      render: (row) => <Text strong>{row.label}</Text>,
    },
    {
      key: 'mealPlan',
      title: 'Meal Plan',
      cell: tint,
      width: 110,
      render: (row) => <Tag>{row.restriction.mealPlanSlug}</Tag>,
    },
    {
      key: 'byMenu',
      title: 'Disable By Menu',
      cell: tint,
      render: (row) => <MenuCheckboxes {...controlProps(row)} />,
    },
    {
      key: 'indefinitely',
      title: 'Disable Indefinitely',
      cell: tint,
      width: 180,
      render: (row) => <IndefiniteSelect {...controlProps(row)} />,
    },
    {
      key: 'actions',
      title: 'Actions',
      cell: tint,
      width: 100,
      render: (row) => (
        <RowActions
          editing={isEditing(row)}
          blocked={editor.editingRowId !== null && !isEditing(row)}
          saving={saving && isEditing(row)}
          onEdit={() => editor.start(row.key, toRestrictionState(row.restriction))}
          onSave={() => void saveRow(row)}
          onClose={editor.close}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby={`ice-facility-${facility.packingFacilityId}`}>
      <Title level={4} id={`ice-facility-${facility.packingFacilityId}`}>
        {facility.packingFacilityName}
      </Title>
      <LightTable<TableRow> size="small" bordered columns={columns} rows={rows} rowKey={rowKeyOf} />
    </section>
  );
}
