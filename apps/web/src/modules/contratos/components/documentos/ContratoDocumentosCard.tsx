import { Box, Chip, Divider, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/Description';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  CONTRATO_DOCUMENTO_LABEL,
  formatBytes,
  formatDateTime,
  type TContrato,
  type TContratoDocumento,
} from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { arquivoUrl, useExcluirDocumento } from '../../contratos.queries';
import { DocumentoEnviar } from './DocumentoEnviar';

/**
 * The contract's documents (draft, signed contract, amendments, termination...), each with who sent it and when, to
 * open or download; sending and deleting where this user may edit the contract.
 */
export function ContratoDocumentosCard({ contrato }: { contrato: TContrato }) {
  const { t } = useTranslation('contratos');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const excluir = useExcluirDocumento(contrato.id);
  const podeEditar = contrato.acoes.editar;

  const onExcluir = async (doc: TContratoDocumento) => {
    const nome = doc.arquivo.nome;
    if (!(await confirm(t('documentos.excluirTexto', { nome }), t('documentos.excluirTitulo')))) return;
    try {
      await excluir.mutateAsync(doc.id);
      enqueueSnackbar(t('documentos.excluido'), { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'error' });
    }
  };

  return (
    <SectionCard id="contrato-documentos" title={t('documentos.titulo')}>
      {contrato.documentos.length === 0 ? (
        <Typography color="text.secondary">{t('documentos.nenhum')}</Typography>
      ) : (
        <Stack
          component="ul"
          divider={<Divider component="li" aria-hidden />}
          spacing={1}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('documentos.titulo')}
        >
          {contrato.documentos.map((doc) => (
            <Box component="li" key={doc.id} data-testid="documento">
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <DescriptionIcon color="action" sx={{ mt: 0.25 }} aria-hidden />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Chip size="small" variant="outlined" label={CONTRATO_DOCUMENTO_LABEL[doc.tipo]} />
                    <Link
                      href={arquivoUrl(doc.arquivo.id)}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('documentos.baixar', { nome: doc.arquivo.nome })}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {doc.arquivo.nome}
                    </Link>
                    <Typography variant="caption" color="text.secondary">
                      {formatBytes(doc.arquivo.tamanho)}
                    </Typography>
                  </Stack>
                  {doc.descricao && (
                    <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                      {doc.descricao}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('documentos.enviadoPor', { por: doc.por, em: formatDateTime(doc.em) })}
                  </Typography>
                </Box>
                {podeEditar && (
                  <Tooltip title={t('documentos.excluir', { nome: doc.arquivo.nome })}>
                    <IconButton
                      size="small"
                      aria-label={t('documentos.excluir', { nome: doc.arquivo.nome })}
                      onClick={() => void onExcluir(doc)}
                      disabled={excluir.isPending}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {podeEditar && (
        <Box sx={{ mt: 2 }}>
          <DocumentoEnviar contrato={contrato} />
        </Box>
      )}
    </SectionCard>
  );
}
