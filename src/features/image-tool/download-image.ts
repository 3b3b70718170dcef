/**
 * Saves an image from another origin under our own file name: `<a download>` ignores the name for
 * cross-origin URLs, so the bytes are fetched first and offered from an object URL.
 */
export async function downloadImage(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Image download answered ${response.status}`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the blob is freed a little later.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

export function imageFileName(taskUUID: string): string {
  return `junk-removal-worker-${taskUUID.slice(0, 8)}.webp`;
}
