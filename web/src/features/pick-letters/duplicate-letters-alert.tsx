import { duplicateLetters, type LetterHolder } from '@ops/schema/pick-letters/letters';
import { Alert } from 'antd';
import { useMemo } from 'react';

/** Letters held by more than one pickable: warned about, never blocked. */
export function DuplicateLettersAlert({ holders }: { holders: readonly LetterHolder[] }) {
  const duplicates = useMemo(() => duplicateLetters(holders), [holders]);
  if (duplicates.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message="Duplicate letters"
      description={
        <ul aria-label="Duplicate letters" style={{ margin: 0, paddingInlineStart: 20 }}>
          {duplicates.map(({ letter, names }) => (
            <li key={letter}>
              <strong>{letter}</strong>: {names.join(', ')}
            </li>
          ))}
        </ul>
      }
    />
  );
}
