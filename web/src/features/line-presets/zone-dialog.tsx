import { Button, Checkbox, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { zoneFieldProblems } from '@ops/schema/line-presets/preset-rules';
import {
  includesMiddleIce,
  resizeZone,
  withMiddleIce,
  withZoneType,
} from '@ops/schema/line-presets/zone-edit';
import {
  flagsFor,
  GRID_SIZE_CHOICES,
  ICE_COLUMN_CHOICES,
  isIceZone,
  isSingleCellZone,
  MIDDLE_ICE_ZONE_TYPE,
  ZONE_TYPES,
} from '@ops/schema/line-presets/zone-types';
import { useState } from 'react';
import type { EditorZone } from './preset-draft.ts';
import { ZoneFlagFields } from './zone-flag-fields.tsx';
import { focusOnOpen } from '../../shared/dialog-focus.tsx';

export interface ZoneDialogProps {
  /** The zone as it was when the dialog opened (a new zone's draft for ADD ZONE). */
  zone: EditorZone;
  isNew: boolean;
  /** Zone ids of the preset's other zones, to warn about a duplicate. */
  otherZoneIds: number[];
  onDone: (zone: EditorZone) => void;
  onDelete: () => void;
  onCancel: () => void;
}

const sizeOptions = (choices: readonly number[]) =>
  choices.map((value) => ({ value, label: String(value) }));

/**
 * 'Configure [New] Zone {zoneId}'. Mounted afresh each time it opens,
 * so Delete Zone reads 'Delete Zone' again after a reopen.
 */
export function ZoneDialog(props: ZoneDialogProps) {
  const { zone, isNew, otherZoneIds, onDone, onDelete, onCancel } = props;
  const [draft, setDraft] = useState(zone);
  const [submitted, setSubmitted] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const problems = submitted ? zoneFieldProblems(draft) : [];
  const errorOf = (field: string) => problems.find((problem) => problem.field === field)?.message;
  const type = draft.pickableType;
  const ice = isIceZone(type);
  const single = isSingleCellZone(type);
  const takenId = draft.zoneId !== null && otherZoneIds.includes(draft.zoneId);

  function done() {
    setSubmitted(true);
    if (zoneFieldProblems(draft).length === 0) onDone(draft);
  }

  return (
    <Modal
      modalRender={focusOnOpen}
      open
      title={`Configure ${isNew ? 'New ' : ''}Zone ${zone.zoneId ?? ''}`}
      onCancel={onCancel}
      footer={
        <Flex justify="space-between">
          <span>
            {!isNew && (
              <Button
                danger
                onClick={() => (confirmingDelete ? onDelete() : setConfirmingDelete(true))}
              >
                {confirmingDelete ? 'Confirm?' : 'Delete Zone'}
              </Button>
            )}
          </span>
          <Flex gap={8}>
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="primary" onClick={done}>
              Done
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="Zone Type"
          validateStatus={errorOf('pickableType') ? 'error' : undefined}
          help={errorOf('pickableType')}
        >
          <Select
            aria-label="Zone Type"
            placeholder="Select a zone type"
            value={type ?? undefined}
            options={ZONE_TYPES.map((value) => ({ value, label: value }))}
            onChange={(value) => setDraft((current) => withZoneType(current, value))}
          />
        </Form.Item>
        <Form.Item
          label="Zone Id"
          validateStatus={errorOf('zoneId') ? 'error' : takenId ? 'warning' : undefined}
          help={
            errorOf('zoneId') ?? (takenId ? `Zone id ${draft.zoneId} is already used` : undefined)
          }
        >
          <Input
            aria-label="Zone Id"
            inputMode="numeric"
            value={draft.zoneId === null ? '' : String(draft.zoneId)}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
              setDraft((current) => ({
                ...current,
                zoneId: digits === '' ? null : Number(digits),
              }));
            }}
          />
        </Form.Item>
        {!single && type !== null && (
          <Form.Item
            validateStatus={errorOf('size') ? 'error' : undefined}
            help={errorOf('size')}
            style={{ marginBottom: 16 }}
          >
            <Flex gap={16}>
              <Flex vertical gap={4} style={{ flex: 1 }}>
                <Typography.Text>Rows</Typography.Text>
                <Select
                  aria-label="Rows"
                  allowClear
                  disabled={ice}
                  value={draft.rows ?? undefined}
                  options={sizeOptions(GRID_SIZE_CHOICES)}
                  onChange={(rows?: number) =>
                    setDraft((current) => resizeZone(current, rows ?? null, current.columns))
                  }
                />
              </Flex>
              <Flex vertical gap={4} style={{ flex: 1 }}>
                <Typography.Text>Columns</Typography.Text>
                <Select
                  aria-label="Columns"
                  allowClear
                  value={draft.columns ?? undefined}
                  options={sizeOptions(ice ? ICE_COLUMN_CHOICES : GRID_SIZE_CHOICES)}
                  onChange={(columns?: number) =>
                    setDraft((current) => resizeZone(current, current.rows, columns ?? null))
                  }
                />
              </Flex>
            </Flex>
          </Form.Item>
        )}
        {type === MIDDLE_ICE_ZONE_TYPE && (
          <Form.Item>
            <Checkbox
              checked={includesMiddleIce(draft)}
              onChange={(event) =>
                setDraft((current) => withMiddleIce(current, event.target.checked))
              }
            >
              Include Middle Ice
            </Checkbox>
          </Form.Item>
        )}
        <ZoneFlagFields
          flags={flagsFor(type)}
          zone={draft}
          onChange={(flag, value) => setDraft((current) => ({ ...current, [flag]: value }))}
        />
      </Form>
    </Modal>
  );
}
