/**
 * A part's pictures as the product forms hold them (decision 095): one list, the main picture
 * first, each a picture the part has (its path) or a file chosen to upload.
 */
export type FormPicture = { path: string } | { file: File };

/** The list with the picture at `from` moved to `to`, the others keeping their order. */
export function movePicture<T>(pictures: readonly T[], from: number, to: number): T[] {
  const next = [...pictures];
  const [picture] = next.splice(from, 1);
  next.splice(to, 0, picture!);
  return next;
}

/** Their addresses, each chosen file uploaded in turn. */
export async function uploadedPaths(pictures: FormPicture[], upload: (file: File) => Promise<string>): Promise<string[]> {
  const paths: string[] = [];
  for (const picture of pictures) paths.push('path' in picture ? picture.path : await upload(picture.file));
  return paths;
}
