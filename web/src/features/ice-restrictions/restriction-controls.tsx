import { CloseOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import {
  indefiniteChoice,
  indefiniteMenuOptions,
  isCheckboxLocked,
  isRestrictedOn,
  type RestrictionMenu,
  type RestrictionState,
} from '@ops/schema/ice-restrictions/rules';
import { Checkbox, Select, Space, theme } from 'antd';
import { formatMenuDateShort } from '../../shared/date-format.ts';
import { TipButton } from '../../shared/tip-button.tsx';

/**
 * A row's restriction, shown read-only, or edited as the row's form field (its Form.Item gives
 * `value` and `onChange`): both controls of a row edit the one restriction.
 */
interface ControlProps {
  menus: readonly RestrictionMenu[];
  value?: RestrictionState;
  editable?: boolean;
  onChange?: (state: RestrictionState) => void;
}

const NONE: RestrictionState = { indefiniteFrom: null, menuIds: [] };

/** 'Disable By Menu': one checkbox per listed menu, labelled MM/dd. */
export function MenuCheckboxes({ menus, value = NONE, editable = false, onChange }: ControlProps) {
  const { token } = theme.useToken();
  const readOnlyDate = (restricted: boolean) =>
    restricted ? { color: token.colorErrorText, fontWeight: 600 } : { color: token.colorText };
  const toggle = (menuId: number, checked: boolean) =>
    onChange?.({
      ...value,
      menuIds: checked ? [...value.menuIds, menuId] : value.menuIds.filter((id) => id !== menuId),
    });
  return (
    <Space wrap size={[12, 4]}>
      {menus.map((menu) => (
        <Checkbox
          key={menu.id}
          checked={isRestrictedOn(value, menu)}
          disabled={!editable || isCheckboxLocked(value, menus, menu)}
          onChange={(event) => toggle(menu.id, event.target.checked)}
        >
          {/* Outside edit mode the boxes are read-only (and pale), so the dates carry the state:
              a disabled menu's date is red and bold. */}
          <span style={editable ? undefined : readOnlyDate(isRestrictedOn(value, menu))}>
            {formatMenuDateShort(menu.slug)}
          </span>
        </Checkbox>
      ))}
    </Space>
  );
}

const UNRESTRICTED = 'unrestricted';
const RESTRICTED = 'restricted';

/**
 * 'Disable Indefinitely': Unrestricted, a starting menu (that menu and every later one), or
 * 'Restricted' for a restriction that started in the past, which cannot be chosen again.
 */
export function IndefiniteSelect({
  menus,
  value = NONE,
  editable = false,
  onChange,
}: ControlProps) {
  const open = indefiniteMenuOptions(menus);
  const options = [
    { value: UNRESTRICTED, label: 'Unrestricted' },
    { value: RESTRICTED, label: 'Restricted', disabled: true },
    ...open.map((menu) => ({ value: String(menu.id), label: formatMenuDateShort(menu.slug) })),
  ];
  const choose = (choice: string) => {
    const menu = open.find((m) => String(m.id) === choice);
    if (choice === UNRESTRICTED) onChange?.({ ...value, indefiniteFrom: null });
    else if (menu) onChange?.({ ...value, indefiniteFrom: { id: menu.id, slug: menu.slug } });
  };
  return (
    <Select
      aria-label="Disable Indefinitely"
      style={{ width: 150 }}
      value={String(indefiniteChoice(value, menus))}
      options={options}
      // A handful of options: a plain list, each option in the page as it is drawn.
      virtual={false}
      disabled={!editable}
      // antd marks only the select's input disabled; said on the select, its pale text is known
      // to be a disabled control's (WCAG's contrast rule exempts those).
      aria-disabled={!editable}
      onChange={choose}
    />
  );
}

interface ActionProps {
  editing: boolean;
  /** Another row is being edited: this one cannot be opened now. */
  blocked: boolean;
  saving: boolean;
  onEdit(): void;
  onSave(): void;
  onClose(): void;
}

/** Edit, or save and close while editing. */
export function RowActions({ editing, blocked, saving, onEdit, onSave, onClose }: ActionProps) {
  if (!editing) {
    return (
      <TipButton
        tip={blocked ? 'Save or close the row being edited first' : 'Edit'}
        type="text"
        aria-label="Edit"
        icon={<EditOutlined />}
        disabled={blocked}
        onClick={onEdit}
      />
    );
  }
  return (
    <Space size={4}>
      <TipButton
        tip="Save"
        type="text"
        aria-label="Save"
        icon={<SaveOutlined />}
        loading={saving}
        onClick={onSave}
      />
      <TipButton
        tip="Close without saving"
        type="text"
        aria-label="Close"
        icon={<CloseOutlined />}
        disabled={saving}
        onClick={onClose}
      />
    </Space>
  );
}
