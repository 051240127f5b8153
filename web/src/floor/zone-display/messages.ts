/** The zone screen's messages, each in English and Spanish. */
export interface Bilingual {
  en: string;
  es: string;
}

export const MESSAGES = {
  readyToScan: { en: 'Ready To Scan', es: 'Listo para escanear' },
  noPicks: { en: 'No Picks', es: 'Ninguna selección' },
  invalidScan: {
    en: 'Invalid barcode. Please scan a box label.',
    es: 'Código de barras no válido. Escanee una etiqueta de caja.',
  },
  scanAgain: { en: 'Please scan the box again.', es: 'Por favor, escanee la caja de nuevo.' },
  /** A box scan without an answer within its 7 s. */
  noAnswer: {
    en: 'No answer in time. Please scan the box again.',
    es: 'Sin respuesta a tiempo. Por favor, escanee la caja de nuevo.',
  },
  configureZone: {
    en: 'This screen has no zone. Scan a zone configuration barcode.',
    es: 'Esta pantalla no tiene zona. Escanee un código de configuración de zona.',
  },
  zoneNotConfigured: {
    en: 'This zone is not configured in admin. Please ask a lead.',
    es: 'Esta zona no está configurada en admin. Por favor, avise a un líder.',
  },
  /** A box of another line; the host's message (naming the line) replaces the English. */
  wrongLine: {
    en: 'This box belongs to another line.',
    es: 'Esta caja pertenece a otra línea. Llévela a su línea.',
  },
  qcSample: {
    en: 'QC sample: inspect this box.',
    es: 'Muestra de QC: inspeccione esta caja.',
  },
  submitAgain: { en: 'Please submit again.', es: 'Por favor, envíe de nuevo.' },
  offline: { en: 'No internet. Please contact IT.', es: 'Sin internet. Por favor, contacte a IT.' },
  lastOnline: { en: 'Last online', es: 'Última conexión' },
  testOk: { en: 'OK', es: 'OK' },
  signIn: {
    en: 'Enter the 5 digit supervisor code to start this screen.',
    es: 'Ingrese el código de supervisor de 5 dígitos para iniciar esta pantalla.',
  },
  wrongCode: {
    en: 'Incorrect code. Please try again.',
    es: 'Código incorrecto. Intente de nuevo.',
  },
} satisfies Record<string, Bilingual>;

/** The screen's address names a facility there is none of. */
export const unknownFacility = (abbreviation: string): Bilingual => ({
  en: `There is no facility ${abbreviation}. Check the screen's address or ask a lead.`,
  es: `No existe la planta ${abbreviation}. Revise la dirección de la pantalla o avise a un líder.`,
});

/** Too many wrong supervisor codes from this screen: the host says how long to wait. */
export const tooManyCodes = (seconds: string): Bilingual => ({
  en: `Too many incorrect codes. Please wait ${seconds} seconds and try again.`,
  es: `Demasiados códigos incorrectos. Espere ${seconds} segundos e intente de nuevo.`,
});

/** A QA inspection was stored. */
export const SUBMITTED: Bilingual = { en: 'Success!', es: '¡Éxito!' };
export const FIRST_BOX: Bilingual = {
  en: 'CUSTOMER 1ST BOX',
  es: 'PRIMERA CAJA DEL CLIENTE',
};
export const missedZone = (zone: number): Bilingual => ({
  en: `Missed Zone ${zone}`,
  es: `Zona ${zone} omitida`,
});
export const pendingZone = (zone: number): Bilingual => ({
  en: `Pending Zone ${zone}`,
  es: `Zona ${zone} pendiente`,
});
