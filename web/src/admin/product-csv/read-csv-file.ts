/** A chosen file read for import: its bytes, or why they cannot be sent. */
export type ReadCsvFile = { ok: true; bytes: ArrayBuffer } | { ok: false; problem: 'unreadable' | 'notUtf8' };

/**
 * Reads the file anew on every import, so a file corrected and saved again after it was chosen goes as
 * it is now. Refuses bytes that are not UTF-8 (a spreadsheet's legacy "CSV" in Windows-1251, or a
 * workbook), which the import would otherwise read as replacement characters.
 */
export async function readCsvFile(file: Blob): Promise<ReadCsvFile> {
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: 'notUtf8' };
  }
  return { ok: true, bytes };
}
