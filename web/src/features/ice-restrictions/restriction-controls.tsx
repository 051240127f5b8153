import { CloseOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import {
  indefiniteChoice,
  indefiniteMenuOptions,
  isCheckboxLocked,
  isRestrictedOn,
  type RestrictionMenu,
  type RestrictionState,
} from '@ops/schema/ice-restrictions/rules';
import { Button, Checkbox, Space, theme, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { formatMenuDateShort } from '../../shared/date-format.ts';
import { NativeSelect } from '../../shared/native-select.tsx';
import { HOVER_OR_FOCUS } from '../../shared/tooltip-trigger.ts';

interface ControlProps {
  menus: readonly RestrictionMenu[];
  state: RestrictionState;
  editable: boolean;
  onChange(state: RestrictionState): void;
}

/** 'Disable By Menu': one checkbox per listed menu, labelled MM/dd. */
export function MenuCheckboxes({ menus, state, editable, onChange }: ControlProps) {
  const { token } = theme.useToken();
  const readOnlyDate = (restricted: boolean) =>
    restricted ? { color: token.colorErrorText, fontWeight: 600 } : { color: token.colorText };
  const toggle = (menuId: number, checked: boolean) =>
    onChange({
      ...state,
      menuIds: checked ? [...state.menuIds, menuId] : state.menuIds.filter((id) => id !== menuId),
    });
  return (
    <Space wrap size={[12, 4]}>
      {menus.map((menu) => (
        <Checkbox
          key={menu.id}
          checked={isRestrictedOn(state, menu)}
          disabled={!editable || isCheckboxLocked(state, menus, menu)}
          onChange={(event) => toggle(menu.id, event.target.checked)}
        >
          {/* Outside edit mode the boxes are read-only (and pale), so the dates carry the state:
              a disabled menu's date is red and bold. */}
          <span style={editable ? undefined : readOnlyDate(isRestrictedOn(state, menu))}>
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
export function IndefiniteSelect({ menus, state, editable, onChange }: ControlProps) {
  const open = indefiniteMenuOptions(menus);
  const options = [
    { value: UNRESTRICTED, label: 'Unrestricted' },
    { value: RESTRICTED, label: 'Restricted', disabled: true },
    ...open.map((menu) => ({ value: String(menu.id), label: formatMenuDateShort(menu.slug) })),
  ];
  const choose = (value: string) => {
    const menu = open.find((m) => String(m.id) === value);
    if (value === UNRESTRICTED) onChange({ ...state, indefiniteFrom: null });
    else if (menu) onChange({ ...state, indefiniteFrom: { id: menu.id, slug: menu.slug } });
  };
  return (
    <NativeSelect
      label="Disable Indefinitely"
      style={{ width: 150 }}
      value={String(indefiniteChoice(state, menus))}
      options={options}
      disabled={!editable}
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

function IconAction(props: {
  label: string;
  tooltip: string;
  icon: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  onClick(): void;
}) {
  // A tip says, it never takes a click: the tip of a row's Edit rises over the row above, and
  // there it must not swallow a click meant for that row's Save or Close.
  return (
    <Tooltip
      title={props.tooltip}
      trigger={HOVER_OR_FOCUS}
      styles={{ root: { pointerEvents: 'none' } }}
    >
      <Button
        type="text"
        aria-label={props.label}
        icon={props.icon}
        disabled={props.disabled}
        loading={props.loading}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/** Edit, or save and close while editing. */
export function RowActions({ editing, blocked, saving, onEdit, onSave, onClose }: ActionProps) {
  if (!editing) {
    const tooltip = blocked ? 'Save or close the row being edited first' : 'Edit';
    return (
      <IconAction
        label="Edit"
        tooltip={tooltip}
        icon={<EditOutlined />}
        disabled={blocked}
        onClick={onEdit}
      />
    );
  }
  return (
    <Space size={4}>
      <IconAction
        label="Save"
        tooltip="Save"
        icon={<SaveOutlined />}
        loading={saving}
        onClick={onSave}
      />
      <IconAction
        label="Close"
        tooltip="Close without saving"
        icon={<CloseOutlined />}
        disabled={saving}
        onClick={onClose}
      />
    </Space>
  );
}
