import { Packr, Unpackr } from 'msgpackr';

/**
 * Answers of the operations host in MessagePack, for the gateway: a caller that lists this media
 * type in its Accept header gets it from the routes that offer it; everyone else gets JSON.
 *
 * Objects of one shape are written as msgpackr's records (their keys once per answer, then only
 * their values), which is msgpackr's extension of MessagePack, hence a media type of its own.
 * A large answer such as the planner's read is then a fraction of its JSON's size, and quicker
 * to write and to read (the figures are in docs/decisions.md).
 *
 * What a route sends this way must be what it would send as JSON: strings, numbers, booleans,
 * null, arrays and plain objects (dates as ISO strings; a Date would arrive as a Date).
 */
export const MSGPACK_MEDIA_TYPE = 'application/x-msgpackr';

const packr = new Packr({ useRecords: true });
// Objects, never Maps, as JSON.parse makes them.
const unpackr = new Unpackr({ useRecords: true, mapsAsObjects: true });

export const packAnswer = (value: unknown): Buffer => packr.pack(value);
export const unpackAnswer = (bytes: Uint8Array): unknown => unpackr.unpack(bytes);
