import type { ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { JURIDICO_DOCUMENTO_LABEL, formatDate, todayInSaoPaulo, type TSolicitacao } from '@portal/domain';
import { FileUpload } from '../../../components/FileUpload';
import { solicitacaoUploadPath } from '../juridico.queries';
import { ArquivosEnviados } from './ArquivosEnviados';

/**
 * One request for documents: the kind, what is asked, the deadline (overdue while nothing was sent), the files sent
 * and, for who may send them, the upload with its progress bar. `topo` goes above (the case, on the upload page).
 */
export function SolicitacaoResumo<T>({
  solicitacao,
  podeEnviar,
  onEnviado,
  topo,
}: {
  solicitacao: TSolicitacao;
  podeEnviar: boolean;
  onEnviado: (resposta: T) => void;
  topo?: ReactNode;
}) {
  const { t } = useTranslation('juridico');
  const enviada = solicitacao.arquivos.length > 0;
  const atrasada = !enviada && !!solicitacao.prazo && solicitacao.prazo < todayInSaoPaulo();
  return (
    <Stack spacing={1} data-testid="solicitacao">
      {topo}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={JURIDICO_DOCUMENTO_LABEL[solicitacao.tipoDocumento]} />
        <Chip
          size="small"
          color={enviada ? 'success' : atrasada ? 'error' : 'warning'}
          label={
            enviada
              ? t('solicitacoes.enviada', { count: solicitacao.arquivos.length })
              : atrasada
                ? t('solicitacoes.atrasada')
                : t('solicitacoes.pendente')
          }
        />
        {solicitacao.prazo && (
          <Typography variant="body2" color={atrasada ? 'error' : 'text.secondary'}>
            {t('solicitacoes.ate', { data: formatDate(solicitacao.prazo) })}
          </Typography>
        )}
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {solicitacao.descricao}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('solicitacoes.pedidaEm', { data: formatDate(solicitacao.criadaEm) })}
      </Typography>
      <ArquivosEnviados arquivos={solicitacao.arquivos} />
      {podeEnviar && (
        <Box>
          <FileUpload<T>
            endpoint={solicitacaoUploadPath(solicitacao.id)}
            label={t('solicitacoes.enviar')}
            onUploaded={onEnviado}
          />
        </Box>
      )}
    </Stack>
  );
}
