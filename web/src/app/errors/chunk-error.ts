/**
 * True for a failed dynamic import, typically after a deploy replaced the hashed chunks the open
 * page refers to; reloading fetches the new ones.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
      error.message,
    )
  );
}
