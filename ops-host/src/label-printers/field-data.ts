/**
 * Field data made safe for a ZPL label: ^ and ~ in a customer's name would otherwise start a
 * command on the printer. Accents are dropped (José → Jose: the printers' font 0 prints ASCII)
 * and any other character a label cannot print becomes '?'.
 */
export function fieldData(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\^~]/g, ' ')
    .replace(/[^\x20-\x7E]/g, '?')
    .trim();
}
