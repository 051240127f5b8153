// The printer's host status (~HS): three strings, each framed by STX (0x02) and ETX (0x03).
//   1: aaa,b,c,dddd,eee,f,g,h,iii,j,k,l   b paper out, c paused, f receive buffer full
//   2: mmm,n,o,p,q,r,s,t,uuuuuuuu,v,www   o head up (open), p ribbon out
//   3: xxxx,y

export interface PrinterStatus {
  paperOut: boolean;
  paused: boolean;
  bufferFull: boolean;
  headOpen: boolean;
  ribbonOut: boolean;
  /** Why the printer would not print, in words; empty when it is ready. */
  faults: string[];
}

const STX = '\x02';
const ETX = '\x03';

/** The complete ~HS answer in `data`, or undefined while fewer than three strings arrived. */
export function completeStatus(data: string): string[] | undefined {
  const strings: string[] = [];
  let rest = data;
  while (strings.length < 3) {
    const start = rest.indexOf(STX);
    const end = rest.indexOf(ETX, start + 1);
    if (start < 0 || end < 0) return undefined;
    strings.push(rest.slice(start + 1, end));
    rest = rest.slice(end + 1);
  }
  return strings;
}

/** Reads a ~HS answer; throws when it is not one (a device that is not a label printer). */
export function parseHostStatus(data: string): PrinterStatus {
  const strings = completeStatus(data);
  const first = strings?.[0]?.split(',');
  const second = strings?.[1]?.split(',');
  if (!first || !second || first.length < 6 || second.length < 4) {
    throw new Error('The device did not answer like a label printer.');
  }
  const flag = (value: string | undefined) => value?.trim() === '1';
  const status = {
    paperOut: flag(first[1]),
    paused: flag(first[2]),
    bufferFull: flag(first[5]),
    headOpen: flag(second[2]),
    ribbonOut: flag(second[3]),
  };
  const faults = [
    status.paperOut && 'Paper out',
    status.headOpen && 'Printer head open',
    status.ribbonOut && 'Ribbon out',
    status.paused && 'Printer paused',
    status.bufferFull && 'Printer buffer full',
  ].filter((fault): fault is string => typeof fault === 'string');
  return { ...status, faults };
}

/** The ~HS answer a printer in the given state gives (the virtual printer's, and tests'). */
export function hostStatusAnswer(state: Partial<Omit<PrinterStatus, 'faults'>> = {}): string {
  const b = (value: boolean | undefined) => (value ? '1' : '0');
  const first = `030,${b(state.paperOut)},${b(state.paused)},1218,000,${b(state.bufferFull)},0,0,000,0,0,0`;
  const second = `001,0,${b(state.headOpen)},${b(state.ribbonOut)},0,2,6,0,00000000,1,000`;
  const third = '1234,0';
  return `${STX}${first}${ETX}\r\n${STX}${second}${ETX}\r\n${STX}${third}${ETX}\r\n`;
}
