import { Box } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import PdfIcon from '@mui/icons-material/PictureAsPdf';
import GridOnIcon from '@mui/icons-material/GridOn';
import ArticleIcon from '@mui/icons-material/Article';
import ZipIcon from '@mui/icons-material/FolderZip';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type { TDocumentoBiblioteca } from '@portal/domain';
import { tipoDeArquivo } from '../../biblioteca-envio';
import { miniaturaUrl } from '../../biblioteca.queries';

const ICONES = {
  imagem: ImageIcon,
  pdf: PdfIcon,
  planilha: GridOnIcon,
  texto: ArticleIcon,
  compactado: ZipIcon,
  outro: FileIcon,
} as const;

const COR = { pdf: 'error.main', planilha: 'success.main', texto: 'info.main' } as Record<string, string>;

/** A file's thumbnail (pictures have one), otherwise the icon of its kind. */
export function DocumentoIcone({ doc, size = 40 }: { doc: TDocumentoBiblioteca; size?: number }) {
  if (doc.miniaturaId)
    return (
      <Box
        component="img"
        src={miniaturaUrl(doc.miniaturaId)}
        alt=""
        loading="lazy"
        decoding="async"
        sx={{
          width: size,
          height: size,
          objectFit: 'cover',
          borderRadius: 0.5,
          flexShrink: 0,
          bgcolor: 'action.hover',
        }}
      />
    );
  const tipo = tipoDeArquivo(doc.mime);
  const Icon = ICONES[tipo];
  return (
    <Box sx={{ width: size, height: size, display: 'grid', placeItems: 'center', flexShrink: 0 }} aria-hidden>
      <Icon sx={{ color: COR[tipo] ?? 'text.secondary' }} />
    </Box>
  );
}
