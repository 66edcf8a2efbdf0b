import { describe, expect, it } from 'vitest';
import { movePicture, uploadedPaths, type FormPicture } from './form-pictures.ts';

describe('the product form’s pictures', () => {
  it('move one earlier or later, the others keeping their order', () => {
    const pictures = ['b', 'c', 'd', 'e'];
    expect(movePicture(pictures, 1, 0)).toEqual(['c', 'b', 'd', 'e']);
    expect(movePicture(pictures, 2, 3)).toEqual(['b', 'c', 'e', 'd']);
    expect(movePicture(pictures, 3, 0)).toEqual(['e', 'b', 'c', 'd']);
    expect(pictures).toEqual(['b', 'c', 'd', 'e']);
  });

  it('are sent as addresses: those the part has as they are, chosen files uploaded in their order', async () => {
    const uploaded: string[] = [];
    const upload = async (file: File) => {
      uploaded.push(file.name);
      return `/uploads/${file.name}`;
    };
    const pictures: FormPicture[] = [{ file: new File(['x'], 'front.png') }, { path: '/images/parts/a.webp' }, { file: new File(['y'], 'back.png') }];
    expect(await uploadedPaths(pictures, upload)).toEqual(['/uploads/front.png', '/images/parts/a.webp', '/uploads/back.png']);
    expect(uploaded).toEqual(['front.png', 'back.png']);
  });
});
