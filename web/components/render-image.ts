import type { ReactNode } from 'react';

/** What an image field's upload control is given: it keeps the field's image address. */
export type ImageInput = {
  id: string;
  /** Names the field in the button and the thumbnail's alt text (营业执照 …). */
  label: string;
  /** The uploaded image's address (`url` of the upload answer), '' when none. */
  value: string;
  onChange: (url: string) => void;
  /** True while a file is being sent, so the form can refuse to submit (spec §8 wait message). */
  onBusyChange: (busy: boolean) => void;
};

/** An image field's upload control, supplied by the route (the uploads feature's ImageUpload with the image's kind). */
export type RenderImage = (p: ImageInput) => ReactNode;
