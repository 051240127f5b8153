import { useMutation } from '@apollo/client/react';
import {
  compareLetters,
  compareText,
  isMealLetter,
  MEAL_BAG_SIZES,
} from '@ops/schema/pick-letters/letters';
import { App, Form, Select, Space, Tag } from 'antd';
import {
  PickLettersUpdateMealLetterMutationDocument,
  type MealLettersGrid_RowFragment,
} from '../../generated/graphql.ts';
import { LetterInput, LetterText } from './letter-cell.tsx';
import { LettersTable, type LetterColumn } from './letters-table.tsx';
import { MEAL_LETTER_HINT } from './messages.ts';
import { saveRow } from './save-row.ts';
import { Text } from '../../shared/typography.tsx';

type Row = MealLettersGrid_RowFragment;

const TYPE_LABELS: Record<string, string> = {
  MenuSelection: 'Meal',
  Ingredient: 'Ingredient',
  MealCard: 'Meal Card',
  ShippingBoxLiner: 'Box Liner',
};

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
      dataIndex: 'pickableName',
      key: 'name',
      sorter: (a, b) => compareText(a.pickableName, b.pickableName),
    },
    {
      title: 'Type',
      dataIndex: 'pickableType',
      key: 'type',
      render: (type: string) => TYPE_LABELS[type] ?? type,
      filters: Object.entries(TYPE_LABELS).map(([value, text]) => ({ value, text })),
      onFilter: (value, row) => row.pickableType === value,
    },
    {
      title: 'Meal Plans',
      dataIndex: 'mealPlans',
      key: 'plans',
      render: (plans: string[]) => (
        <Space size={4} wrap>
          {plans.map((plan) => (
            <Tag key={plan} color={PLAN_COLORS[plan]}>
              {plan}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: 'Meal Letter',
      dataIndex: 'mealLetter',
      key: 'letter',
      width: 180,
      sorter: (a, b) => compareLetters(a.mealLetter ?? null, b.mealLetter ?? null),
      render: (letter: string | null) => <LetterText letter={letter} />,
      editor: (row) => (
        <LetterInput
          name="mealLetter"
          label={`Meal letter of ${row.pickableName}`}
          isValid={isMealLetter}
          hint={MEAL_LETTER_HINT}
        />
      ),
    },
    {
      title: 'Meal Bag',
      dataIndex: 'mealBag',
      key: 'bag',
      width: 220,
      render: (bag: string | null) => <LetterText letter={bag} />,
      editor: (row) =>
        row.mealBag === null ? (
          <Text type="secondary">—</Text>
        ) : (
          <Form.Item name="mealBag" style={{ margin: 0 }}>
            <Select
              aria-label={`Meal bag of ${row.pickableName}`}
              options={MEAL_BAG_SIZES.map((size) => ({ value: size, label: size }))}
            />
          </Form.Item>
        ),
    },
  ];

  return (
    <LettersTable<Row>
      label="Meal letters"
      rows={props.rows}
      columns={columns}
      editingKey={props.editingKey}
      onEditingKeyChange={props.onEditingKeyChange}
      initialValues={(row) => ({ mealLetter: row.mealLetter ?? '', mealBag: row.mealBag })}
      onSave={save}
      locked={props.locked}
      rowName={(row) => row.pickableName}
    />
  );
}
