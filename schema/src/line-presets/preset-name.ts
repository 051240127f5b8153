export const NAME_REQUIRED = 'Name is required';
export const NAME_EXISTS = 'Name already exists';
export const NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 1000;

/** Names compare without surrounding spaces and without regard to case. */
function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/**
 * A preset's name is required and unique among the facility's other presets.
 * Returns the message to show, or null when the name may be used.
 */
export function presetNameError(name: string, otherNames: readonly string[]): string | null {
  if (name.trim() === '') return NAME_REQUIRED;
  if (name.trim().length > NAME_MAX_LENGTH) {
    return `Name must be at most ${NAME_MAX_LENGTH} characters`;
  }
  return otherNames.some((other) => sameName(other, name)) ? NAME_EXISTS : null;
}

export function descriptionError(description: string): string | null {
  return description.length > DESCRIPTION_MAX_LENGTH
    ? `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`
    : null;
}
