/**
 * storage — a small per-player key/value store (spec §7). Not shown in the spec: value
 * shapes. Values are strings of at most 4096 characters; a player holds at most 100 keys
 * (more answers StorageQuotaExceededException).
 */
import * as z from 'zod/mini';
import { defineMethod } from './define.ts';
import { list, none, one } from './wire.ts';

/** Key names: letters, digits, dot, dash and underscore. */
export const storageKey = z.string().check(z.regex(/^[\w.-]{1,64}$/));

export const get = defineMethod({
  group: 'storage',
  name: 'get',
  verb: 'GET',
  access: 'user',
  params: z.object({ keys: list() }),
  result: z.record(z.string(), z.nullable(z.string())),
  doc: 'Values of the given keys; a missing key maps to null.',
});

export const getKeys = defineMethod({
  group: 'storage',
  name: 'getKeys',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: z.array(z.string()),
  doc: 'Every key the player has stored.',
});

export const set = defineMethod({
  group: 'storage',
  name: 'set',
  verb: 'POST',
  access: 'user',
  params: z.object({ key: storageKey, value: z.string().check(z.maxLength(4096)) }),
  result: one(),
  doc: 'Stores one value under a key.',
});
