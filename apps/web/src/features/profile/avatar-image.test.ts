import { describe, expect, it, vi } from 'vitest';
import { AVATAR_MAX_BYTES, avatarFileProblem, centreSquare, drawAvatar } from './avatar-image';

describe('avatarFileProblem', () => {
  it('accepts png, jpeg and webp up to and including 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(avatarFileProblem({ type, size: 1 })).toBeUndefined();
      expect(avatarFileProblem({ type, size: AVATAR_MAX_BYTES })).toBeUndefined();
    }
    expect(AVATAR_MAX_BYTES).toBe(2_097_152);
  });

  it('refuses other types, larger and empty files', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(avatarFileProblem({ type: '', size: 10 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });
});

describe('centreSquare', () => {
  it('crops landscape, portrait and square images around the centre', () => {
    expect(centreSquare(1000, 500)).toEqual({ sx: 250, sy: 0, size: 500 });
    expect(centreSquare(300, 401)).toEqual({ sx: 0, sy: 50, size: 300 });
    expect(centreSquare(64, 64)).toEqual({ sx: 0, sy: 0, size: 64 });
  });
});

describe('drawAvatar', () => {
  it('draws the centred square onto a 256 x 256 canvas on white and encodes WebP', () => {
    const context = {
      drawImage: vi.fn(),
      fillRect: vi.fn(),
      fillStyle: '',
      imageSmoothingQuality: 'low' as ImageSmoothingQuality,
    };
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => context,
      toDataURL: vi.fn(() => 'data:image/webp;base64,AAAA'),
    };
    const image = { width: 800, height: 600 } as unknown as HTMLImageElement;
    expect(drawAvatar(image, canvas)).toBe('data:image/webp;base64,AAAA');
    expect([canvas.width, canvas.height]).toEqual([256, 256]);
    expect(context.fillStyle).toBe('#ffffff');
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 256, 256);
    expect(context.drawImage).toHaveBeenCalledWith(image, 100, 0, 600, 600, 0, 0, 256, 256);
    expect(canvas.toDataURL).toHaveBeenCalledWith('image/webp', 0.85);
  });

  it('fails clearly without a 2D context', () => {
    const canvas = { width: 0, height: 0, getContext: () => null, toDataURL: () => '' };
    expect(() => drawAvatar({ width: 1, height: 1 } as HTMLImageElement, canvas)).toThrow(
      'Canvas 2D',
    );
  });
});
