/** Hands a downloaded file to the browser to save under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // some browsers still read the file after the click has returned (FileSaver.js waits as long)
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
