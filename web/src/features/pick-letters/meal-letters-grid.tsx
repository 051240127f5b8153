import { useMutation } from '@apollo/client/react';
import {
  compareLetters,
  compareText,
  isMealLetter,
  MEAL_BAG_SIZES,
} from '@ops/schema/pick-letters/letters';
import { App, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import {
  PickLettersUpdateMealLetterMutationDocument,
  type MealLettersGrid_RowFragment,
} from '../../generated/graphql.ts';
import { FieldError, LetterInput, LetterText, letterCheck } from './letter-cell.tsx';
import { LettersTable, type LetterColumn } from './letters-table.tsx';
import { MEAL_LETTER_HINT } from './messages.ts';
import { saveRow } from './save-row.ts';
import { NativeSelect } from '../../shared/native-select.tsx';
import { Text } from '../../shared/typography.tsx';

type Row = MealLettersGrid_RowFragment;

const TYPE_LABELS: Record<string, string> = {
  MenuSelection: 'Meal',
  Ingredient: 'Ingredient',
  MealCard: 'Meal Card',
  ShippingBoxLiner: 'Box Liner',
};

/** The Type filter's value that shows every type. */
const ALL_TYPES = 'all';
const TYPE_OPTIONS = [
  { value: ALL_TYPES, label: 'All types' },
  ...Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label })),
];
const BAG_OPTIONS = MEAL_BAG_SIZES.map((size) => ({ value: size, label: size }));
const checks = { mealLetter: letterCheck(isMealLetter, MEAL_LETTER_HINT) };

const PLAN_COLORS: Record<string, string> = { standard: 'green', family: 'blue', tempo: 'purple' };

export interface MealLettersGridProps {
  rows: readonly Row[];
  locked: boolean;
  editingKey: string | null;
  onEditingKeyChange(key: string | null): void;
}

export function MealLettersGrid(props: MealLettersGridProps) {
  const { message } = App.useApp();
  const [update] = useMutation(PickLettersUpdateMealLetterMutationDocument);
  const [type, setType] = useState(ALL_TYPES);
  const rows = useMemo(
    () => (type === ALL_TYPES ? props.rows : props.rows.filter((row) => row.pickableType === type)),
    [props.rows, type],
  );

  const save = (row: Row, values: Record<string, string>) =>
    saveRow('mealLetter', message, async () => {
      const { data } = await update({
        variables: {
          input: {
            packingFacilityId: row.packingFacilityId,
            menuId: row.menuId,
            pickableId: row.pickableId,
            pickableType: row.pickableType,
            mealLetter: values.mealLetter ?? '',
            // A row without a bag size cannot be given one.
            ...(row.mealBag ? { mealBagSize: values.mealBag ?? row.mealBag } : {}),
          },
        },
      });
      return data?.updateMealLetter.userErrors;
    });

  const columns: LetterColumn<Row>[] = [
    {
      title: 'Name',
      key: 'name',
      render: (row) => row.pickableName,
      sorter: (a, b) => compareText(a.pickableName, b.pickableName),
    },
    {
      title: 'Type',
      key: 'type',
      render: (row) => TYPE_LABELS[row.pickableType] ?? row.pickableType,
    },
    {
      title: 'Meal Plans',
      key: 'plans',
      render: (row) => (
        <Space size={4} wrap>
          {row.mealPlans.map((plan) => (
            <Tag key={plan} color={PLAN_COLORS[plan]}>
              {plan}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: 'Meal Letter',
      key: 'letter',
      width: 180,
      sorter: (a, b) => compareLetters(a.mealLetter ?? null, b.mealLetter ?? null),
      render: (row) => <LetterText letter={row.mealLetter} />,
      editor: (row, field) => (
        <LetterInput field={field('mealLetter')} label={`Meal letter of ${row.pickableName}`} />
      ),
    },
    {
      title: 'Meal Bag',
      key: 'bag',
      width: 220,
      render: (row) => <LetterText letter={row.mealBag} />,
      editor: (row, field) => {
        if (row.mealBag === null) return <Text type="secondary">—</Text>;
        const bag = field('mealBag');
        return (
          <>
            <NativeSelect
              label={`Meal bag of ${row.pickableName}`}
              options={BAG_OPTIONS}
              value={bag.value}
              onChange={bag.onChange}
              invalid={Boolean(bag.error)}
              style={{ width: '100%' }}
            />
            <FieldError error={bag.error} />
          </>
        );
      },
    },
  ];

  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }}>
      <Space size={8}>
        <Text>Type</Text>
        <NativeSelect label="Type" options={TYPE_OPTIONS} value={type} onChange={setType} />
      </Space>
      <LettersTable<Row>
        label="Meal letters"
        rows={rows}
        columns={columns}
        editingKey={props.editingKey}
        onEditingKeyChange={props.onEditingKeyChange}
        initialValues={(row) => ({ mealLetter: row.mealLetter ?? '', mealBag: row.mealBag ?? '' })}
        checks={checks}
        onSave={save}
        locked={props.locked}
        rowName={(row) => row.pickableName}
      />
    </Space>
  );
}
