import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { useState } from 'react';
import {
  KioskUpdateFiltersMutationDocument,
  type KioskLineQueryQuery,
} from '../../generated/graphql.ts';
import { withLetterChecked } from '../../shared/filter-sections.ts';
import type { MessageApi } from '../../shared/message-api.ts';
import { FilterLabelsDialog } from './line-dialog-parts.ts';

/** Filter errors show for 5 s. */
const FILTER_ERROR_SECONDS = 5;
const FILTER_FAILED = 'The filters could not be saved. Please try again.';

type Line = KioskLineQueryQuery['kioskLine'];

/**
 * Filter Labels on the kiosk: every letter of the line's menu, checked unless filtered; the
 * boxes needing an unchecked letter become unpackable on the line. Dev mode saves nothing.
 */
export function FilterLabelsButton({
  slug,
  line,
  devMode,
  saved,
  message,
}: {
  slug: string;
  line: Line;
  devMode: boolean;
  saved: () => void;
  /** Where the screen shows its messages (antd's message API). */
  message: MessageApi;
}) {
  const [open, setOpen] = useState(false);
  const [filtered, setFiltered] = useState<Set<string>>(new Set());
  const [update, { loading }] = useMutation(KioskUpdateFiltersMutationDocument);

  function show() {
    setFiltered(new Set(line.filteredLetters));
    setOpen(true);
  }

  function toggle(letter: string, checked: boolean) {
    setFiltered((previous) => withLetterChecked(previous, letter, checked));
  }

  async function apply() {
    if (devMode) return;
    try {
      const { data } = await update({
        variables: {
          input: {
            packingFacilitySlug: slug,
            packLineName: line.packLineName,
            currentFilters: line.filteredLetters,
            newFilters: [...filtered].sort(),
          },
        },
      });
      const problem = data?.updateKioskFilters.userErrors[0]?.message;
      if (problem) void message.error(problem, FILTER_ERROR_SECONDS);
    } catch {
      void message.error(FILTER_FAILED, FILTER_ERROR_SECONDS);
    }
    setOpen(false);
    saved();
  }

  return (
    <>
      <Button size="large" block style={{ marginTop: 12 }} onClick={show}>
        Filter Labels
      </Button>
      <FilterLabelsDialog
        open={open}
        line={line}
        filtered={filtered}
        toggle={toggle}
        loading={loading}
        devMode={devMode}
        apply={() => void apply()}
        cancel={() => setOpen(false)}
      />
    </>
  );
}
