import {
  Box,
  Card,
  CardContent,
  Link,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDate, type TAcoesPasta, type TDocumentoBiblioteca } from '@portal/domain';
import { VISUALLY_HIDDEN } from '../../../../components/visually-hidden';
import { podeVisualizar } from '../../biblioteca-envio';
import { DocumentoIcone } from './DocumentoIcone';
import { DocumentoMenu, type AcoesDocumento } from './DocumentoMenu';

interface Props {
  documentos: TDocumentoBiblioteca[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Search results: each file says the folder it is in. */
  mostrarCaminho: boolean;
  acoes: TAcoesPasta;
  handlers: AcoesDocumento;
}

/**
 * A folder's files: a table on a computer (name with its thumbnail or kind, version, size, who sent it, when it
 * changed), cards on a phone; page numbers under them. The name opens the file (pictures and PDFs in the page,
 * others' details).
 */
export function DocumentosLista({
  documentos,
  total,
  page,
  pageSize,
  onPage,
  mostrarCaminho,
  acoes,
  handlers,
}: Props) {
  const { t } = useTranslation('biblioteca');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const paginas = Math.ceil(total / pageSize);

  const nome = (doc: TDocumentoBiblioteca) => (
    <Box sx={{ minWidth: 0 }}>
      <Link
        component="button"
        type="button"
        underline="hover"
        onClick={() => (podeVisualizar(doc.mime) ? handlers.onVisualizar : handlers.onDetalhes)(doc)}
        sx={{ textAlign: 'left', wordBreak: 'break-word', fontWeight: 500 }}
      >
        {doc.nome}
      </Link>
      {mostrarCaminho && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-word' }}>
          {doc.caminho}
        </Typography>
      )}
    </Box>
  );
  const enviadoPor = (doc: TDocumentoBiblioteca) => doc.enviadoPor?.nome ?? t('documento.ninguem');

  return (
    <Stack spacing={2}>
      {phone ? (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('documentos.rotulo')}
        >
          {documentos.map((doc) => (
            <Card component="li" key={doc.id} variant="outlined">
              <CardContent
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  alignItems: 'flex-start',
                  p: 1.5,
                  '&:last-child': { pb: 1.5 },
                }}
              >
                <DocumentoIcone doc={doc} size={48} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  {nome(doc)}
                  <Typography variant="body2" color="text.secondary">
                    {t('documento.resumo', {
                      versao: doc.versao,
                      tamanho: formatBytes(doc.tamanho),
                      data: formatDate(doc.atualizadoEm),
                    })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {t('documento.enviadoPorNome', { nome: enviadoPor(doc) })}
                  </Typography>
                </Box>
                <DocumentoMenu doc={doc} acoes={acoes} handlers={handlers} />
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('documentos.rotulo')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('colunas.nome')}</TableCell>
                <TableCell>{t('colunas.versao')}</TableCell>
                <TableCell align="right">{t('colunas.tamanho')}</TableCell>
                <TableCell>{t('colunas.enviadoPor')}</TableCell>
                <TableCell>{t('colunas.atualizadoEm')}</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {t('colunas.acoes')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {documentos.map((doc) => (
                <TableRow key={doc.id} hover>
                  <TableCell>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <DocumentoIcone doc={doc} />
                      {nome(doc)}
                    </Stack>
                  </TableCell>
                  <TableCell>{t('documento.versao', { versao: doc.versao })}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatBytes(doc.tamanho)}
                  </TableCell>
                  <TableCell>{enviadoPor(doc)}</TableCell>
                  <TableCell>{formatDate(doc.atualizadoEm)}</TableCell>
                  <TableCell align="right">
                    <DocumentoMenu doc={doc} acoes={acoes} handlers={handlers} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {paginas > 1 && (
        <Stack sx={{ alignItems: 'center' }}>
          <Pagination
            count={paginas}
            page={Math.min(page, paginas)}
            onChange={(_, n) => onPage(n)}
            siblingCount={phone ? 0 : 1}
            getItemAriaLabel={(type, n) =>
              type === 'page' ? t('paginacao.pagina', { n }) : t(`paginacao.${type}`)
            }
          />
          <Typography variant="caption" color="text.secondary">
            {t('documentos.total', { count: total })}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
