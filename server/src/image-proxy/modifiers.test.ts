import { describe, expect, it } from 'vitest';
import { ServerError } from '../errors.ts';
import { parseModifiers } from './modifiers.ts';

describe('image modifiers', () => {
  it('parses the full list of §7 modifiers', () => {
    expect(
      parseModifiers(
        'format_webp,fit_cover,width_320,height_240,resize_1,quality_95,background_101820',
      ),
    ).toEqual({
      format: 'webp',
      fit: 'cover',
      width: 320,
      height: 240,
      resize: true,
      quality: 95,
      background: '#101820',
    });
  });

  it('defaults to webp at quality 95 (§9) and keeps the aspect ratio with one side', () => {
    expect(parseModifiers('_')).toMatchObject({ format: 'webp', quality: 95, width: undefined });
    expect(parseModifiers('width_100')).toMatchObject({ fit: 'inside', width: 100 });
    expect(parseModifiers('format_jpg,background_fff')).toMatchObject({
      format: 'jpeg',
      background: '#ffffff',
    });
  });

  it('refuses unknown modifiers and out-of-bounds values', () => {
    for (const bad of [
      'width_0',
      'width_9999',
      'height_x',
      'quality_0',
      'fit_stretch',
      'resize_2',
      'blur_3',
    ]) {
      expect(() => parseModifiers(bad), bad).toThrow(ServerError);
    }
  });
});
