import { describeProblem, presetProblems } from '@ops/schema/line-presets/preset-rules';
import { normaliseLetter } from '@ops/schema/line-presets/zone-letters';
import { useCallback, useMemo, useState } from 'react';
import type { PresetEditor_PresetFragment } from '../../generated/graphql.ts';
import { draftOf, draftSignature, type EditorZone, type PresetDraft } from './preset-draft.ts';

/** Problems of one zone: its own messages and one message per cell in error. */
export interface ZoneIssues {
  zone: string[];
  cells: Map<number, string>;
}

let addedZones = 0;

/**
 * The editor's state: the draft, tracked against the preset as loaded, and
 * every problem the shared rules find in it.
 */
export function usePresetDraft(preset: PresetEditor_PresetFragment) {
  const [loaded, setLoaded] = useState(() => draftOf(preset));
  const [draft, setDraft] = useState<PresetDraft>(loaded);

  const problems = useMemo(() => presetProblems(draft.zones), [draft.zones]);
  const issues = useMemo(() => {
    const byKey = new Map<string, ZoneIssues>();
    for (const problem of problems) {
      const key = draft.zones[problem.zoneIndex]?.key;
      if (key === undefined) continue;
      const entry = byKey.get(key) ?? { zone: [], cells: new Map<number, string>() };
      if (problem.cell === undefined) entry.zone.push(problem.message);
      else entry.cells.set(problem.cell, problem.message);
      byKey.set(key, entry);
    }
    return byKey;
  }, [problems, draft.zones]);
  const dirty = useMemo(() => draftSignature(draft) !== draftSignature(loaded), [draft, loaded]);

  const updateZone = useCallback(
    (key: string, change: (zone: EditorZone) => EditorZone) =>
      setDraft((current) => ({
        ...current,
        zones: current.zones.map((zone) => (zone.key === key ? change(zone) : zone)),
      })),
    [],
  );

  return {
    draft,
    dirty,
    problems,
    issues,
    /** One line per problem, for a tooltip or a message. */
    problemLines: problems.map(describeProblem),
    setDetails: (name: string, description: string) =>
      setDraft((current) => ({ ...current, name, description })),
    setCell: (key: string, cell: number, typed: string) =>
      updateZone(key, (zone) => ({
        ...zone,
        itemLetters: zone.itemLetters.map((letter, index) =>
          index === cell ? normaliseLetter(typed) : letter,
        ),
      })),
    replaceZone: (key: string, zone: EditorZone) => updateZone(key, () => zone),
    addZone: (zone: Omit<EditorZone, 'key' | 'id'>) =>
      setDraft((current) => ({
        ...current,
        zones: [...current.zones, { ...zone, id: null, key: `new-${(addedZones += 1)}` }],
      })),
    removeZone: (key: string) =>
      setDraft((current) => ({
        ...current,
        zones: current.zones.filter((zone) => zone.key !== key),
      })),
    discard: () => setDraft(loaded),
    /** The preset as saved becomes the new baseline. */
    reset: (saved: PresetEditor_PresetFragment) => {
      const next = draftOf(saved);
      setLoaded(next);
      setDraft(next);
    },
  };
}

export type PresetDraftState = ReturnType<typeof usePresetDraft>;
