/** The longest side a photo keeps on the device: enough for a report, a fraction of a phone camera's bytes. */
const LADO_MAXIMO = 1600;
const QUALIDADE = 0.82;

/**
 * A photo resized on the device before it is kept (a phone's 12 MP photo is 4–8 MB; queued photos stay in
 * IndexedDB until the signal returns). JPEG out; a photo already small enough is kept as it is.
 */
export async function reduzirFoto(arquivo: File): Promise<{ blob: Blob; nome: string }> {
  const bitmap = await createImageBitmap(arquivo, { imageOrientation: 'from-image' });
  const escala = Math.min(1, LADO_MAXIMO / Math.max(bitmap.width, bitmap.height));
  if (escala === 1 && arquivo.type === 'image/jpeg') {
    bitmap.close();
    return { blob: arquivo, nome: arquivo.name };
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * escala);
  canvas.height = Math.round(bitmap.height * escala);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/jpeg', QUALIDADE),
  );
  return { blob, nome: arquivo.name.replace(/\.[^.]+$/, '') + '.jpg' };
}
