/** Unique ids of spec §9 (21 characters, URL-safe). */
import { nanoid } from 'nanoid';
import { UNIQUE_ID_LENGTH } from '../constants/limits.ts';

/** A random URL-safe id, 21 characters by default (§9); used for idempotency keys too. */
export function uniqueId(size: number = UNIQUE_ID_LENGTH): string {
  return nanoid(size);
}
