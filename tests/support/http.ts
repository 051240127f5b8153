/** A JSON answer as the tests read it: any shape, checked by the assertions that follow. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the shape they read
export type Json = Record<string, any>;

export async function readJson(response: Response): Promise<Json> {
  return (await response.json()) as Json;
}
