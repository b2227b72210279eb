// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { checkUploadFile, isJpegHead, NOT_JPEG_MSG, uploadRefusal } from './upload-checks';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const MB = 1024 * 1024;

describe('upload pre-checks (spec §5: JPEG only, under 5 MB)', () => {
  it('recognises a JPEG by its first bytes', () => {
    expect(isJpegHead(JPEG)).toBe(true);
    expect(isJpegHead(PNG)).toBe(false);
    expect(isJpegHead(new Uint8Array([0xff, 0xd8]))).toBe(false);
  });

  it('refuses 5 MB and more with the spec message', () => {
    expect(uploadRefusal({ size: 5 * MB - 1 }, JPEG)).toBeNull();
    expect(uploadRefusal({ size: 5 * MB }, JPEG)).toBe('上传头像图片大小不能超过 5MB!');
  });

  it('refuses anything but a JPEG and says JPG is wanted', () => {
    expect(uploadRefusal({ size: 1000 }, PNG)).toBe(NOT_JPEG_MSG);
    expect(NOT_JPEG_MSG).toContain('JPG');
    expect(NOT_JPEG_MSG).toContain('上传头像图片大小不能超过 5MB!');
  });

  it('judges the file content, not its name or declared type', async () => {
    const renamedPng = new File([PNG, new Uint8Array(100)], 'photo.jpg', { type: 'image/jpeg' });
    expect(await checkUploadFile(renamedPng)).toBe(NOT_JPEG_MSG);
    const jpeg = new File([JPEG, new Uint8Array(100)], 'scan.jpeg', { type: '' });
    expect(await checkUploadFile(jpeg)).toBeNull();
  });
});
