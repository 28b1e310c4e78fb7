import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { ETICA_MAX_ARQUIVOS, formatBytes } from '@portal/domain';
import {
  DomainError,
  PayloadTooLarge,
  UnsupportedMediaType,
  ValidationFailed,
} from '../../errors/domain-errors';
import { detectAllowedType } from '../files';

/** What the channel takes: photos and PDF, whose identifying metadata the portal knows how to remove. */
export const ETICA_TIPOS: Record<string, { nome: string; extensao: string }> = {
  'image/jpeg': { nome: 'JPEG', extensao: 'jpg' },
  'image/png': { nome: 'PNG', extensao: 'png' },
  'image/webp': { nome: 'WebP', extensao: 'webp' },
  'application/pdf': { nome: 'PDF', extensao: 'pdf' },
};
const ACEITOS = Object.values(ETICA_TIPOS)
  .map((t) => t.nome)
  .join(', ');

export interface ArquivoLimpo {
  bytes: Buffer;
  mime: string;
  /** A neutral name (anexo-1.jpg): the reporter's file name could say who they are. */
  nome: string;
}

/**
 * A photo without EXIF, XMP, ICC or IPTC (camera, owner, GPS position, dates): decoded and written again, turned
 * upright first since the orientation tag goes with the rest.
 */
async function limparImagem(bytes: Buffer, mime: string): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'error' }).rotate();
  if (mime === 'image/png') return image.png().toBuffer();
  if (mime === 'image/webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}

/**
 * A PDF without its document information (author, creator, producer, title, dates) nor its XMP metadata stream: both
 * objects are deleted, not only unlinked, so the saved file no longer carries them.
 */
async function limparPdf(bytes: Buffer): Promise<Buffer> {
  // Any failure is this PDF's, including a file pdf-lib loads without a catalog (nothing but a header): without this
  // the caller's fallback would tell the reporter that an image could not be read.
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const info = pdf.context.trailerInfo.Info;
    if (info instanceof PDFRef) pdf.context.delete(info);
    pdf.context.trailerInfo.Info = undefined;
    const metadata = pdf.catalog.get(PDFName.of('Metadata'));
    if (metadata instanceof PDFRef) pdf.context.delete(metadata);
    pdf.catalog.delete(PDFName.of('Metadata'));
    pdf.catalog.delete(PDFName.of('PieceInfo'));
    return Buffer.from(await pdf.save({ updateFieldAppearances: false }));
  } catch {
    throw new UnsupportedMediaType('Este PDF não pôde ser lido (está protegido por senha ou danificado).');
  }
}

/** Checks a file by its content and removes what could identify who made it. */
export async function limparArquivo(
  bytes: Buffer,
  nomeOriginal: string,
  ordem: number,
): Promise<ArquivoLimpo> {
  if (bytes.length === 0) throw new ValidationFailed('Um dos arquivos está vazio.');
  const mime = await detectAllowedType(bytes.subarray(0, 4100), nomeOriginal);
  const tipo = mime ? ETICA_TIPOS[mime] : undefined;
  if (!mime || !tipo) throw new UnsupportedMediaType(`Tipo de arquivo não aceito. Envie ${ACEITOS}.`);
  let limpo: Buffer;
  try {
    limpo = mime === 'application/pdf' ? await limparPdf(bytes) : await limparImagem(bytes, mime);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new UnsupportedMediaType('Esta imagem não pôde ser lida (está danificada?).');
  }
  return { bytes: limpo, mime, nome: `anexo-${ordem}.${tipo.extensao}` };
}

/**
 * A multipart request of the channel: its fields (the report as JSON in `dados`) and up to ETICA_MAX_ARQUIVOS
 * files, read into memory within MAX_UPLOAD_MB each (they must be rewritten anyway to lose their metadata).
 */
export async function lerEnvio(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ dados: unknown; arquivos: ArquivoLimpo[] }> {
  if (!request.isMultipart()) {
    return { dados: request.body ?? {}, arquivos: [] };
  }
  let dados: unknown = {};
  const brutos: { bytes: Buffer; nome: string }[] = [];
  try {
    for await (const part of request.parts({
      limits: { files: ETICA_MAX_ARQUIVOS, fileSize: maxBytes, fields: 5, parts: ETICA_MAX_ARQUIVOS + 5 },
    })) {
      if (part.type === 'file') brutos.push({ bytes: await part.toBuffer(), nome: part.filename });
      else if (part.fieldname === 'dados') dados = parseDados(part.value);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new PayloadTooLarge(`Um dos arquivos passa do limite de ${formatBytes(maxBytes)}.`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new ValidationFailed(`Envie no máximo ${ETICA_MAX_ARQUIVOS} arquivos.`, [
        { campo: 'arquivos', mensagem: `No máximo ${ETICA_MAX_ARQUIVOS} arquivos` },
      ]);
    throw new ValidationFailed('O envio foi interrompido. Tente de novo.');
  }
  const arquivos: ArquivoLimpo[] = [];
  for (const [i, bruto] of brutos.entries())
    arquivos.push(await limparArquivo(bruto.bytes, bruto.nome, i + 1));
  return { dados, arquivos };
}

function parseDados(value: unknown): unknown {
  try {
    return JSON.parse(String(value));
  } catch {
    throw new ValidationFailed('Os dados do relato não vieram em JSON.');
  }
}
