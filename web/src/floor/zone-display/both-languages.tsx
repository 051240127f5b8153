import type { Bilingual } from './messages.ts';

/** A zone screen message: the English, the Spanish under it. */
export function Both({ text }: { text: Bilingual }) {
  return (
    <>
      <div>{text.en}</div>
      <div className="zone-es">{text.es}</div>
    </>
  );
}
