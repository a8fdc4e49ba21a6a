import { fileRefSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { fileRefOfMedia, headerImageSizeProblem } from './header-image';

describe('header image', () => {
  it('must be exactly 794 x 150 px', () => {
    expect(headerImageSizeProblem({ width: 794, height: 150 })).toBeNull();
    expect(headerImageSizeProblem({ width: 1588, height: 300 })).toBe('1588 × 300');
    expect(headerImageSizeProblem({ width: 794, height: 151 })).toBe('794 × 151');
  });

  it('is referenced by its path in the file store', () => {
    const ref = fileRefOfMedia({
      mediaId: 'm1',
      productId: 'p1',
      url: '/api/products/p1/media/m1',
      fileName: 'header.png',
      contentType: 'image/png',
      size: 1234,
    });
    expect(ref).toEqual({
      path: 'media/p1/m1/header.png',
      name: 'header.png',
      contentType: 'image/png',
      size: 1234,
    });
    expect(fileRefSchema.safeParse(ref).success).toBe(true);
  });
});
