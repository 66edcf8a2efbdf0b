/**
 * Hands a downloaded file to the browser as if its link had been clicked: an object URL on a
 * temporary `<a download>`. Calls that need the Bearer header cannot be plain links.
 */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
