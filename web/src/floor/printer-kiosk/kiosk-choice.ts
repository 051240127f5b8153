/** Where the kiosk keeps its choice between the line selector and the confirmation. */
const CHOICE_KEY = 'printer-kiosk-choice';

export interface KioskChoice {
  packLineName: string;
  printerIp: string;
}

export function saveChoice(choice: KioskChoice) {
  sessionStorage.setItem(CHOICE_KEY, JSON.stringify(choice));
}

export function readChoice(): KioskChoice | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(CHOICE_KEY) ?? 'null') as KioskChoice | null;
    return value && typeof value.packLineName === 'string' ? value : null;
  } catch {
    return null;
  }
}

export const kioskRoot = (slug: string) => `/${slug}/pack_line_printer`;
