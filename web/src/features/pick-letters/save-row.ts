import type { MessageApi } from '../../shared/message-api.ts';
import type { SaveResult } from './letters-table.tsx';

/**
 * Runs a row's save and tells the grid how it went: a refusal (user error) or a failed call shows
 * why, in a toast and on the field, and the grid keeps the saved row.
 */
export async function saveRow(
  field: string,
  message: MessageApi,
  run: () => Promise<ReadonlyArray<{ message: string }> | undefined>,
): Promise<SaveResult> {
  try {
    const refused = (await run())?.[0]?.message;
    if (!refused) return { saved: true };
    void message.error(refused);
    return { saved: false, field, message: refused };
  } catch (error) {
    const reason = (error as Error).message;
    void message.error(`The letter was not saved: ${reason}`);
    return { saved: false, field, message: reason };
  }
}
