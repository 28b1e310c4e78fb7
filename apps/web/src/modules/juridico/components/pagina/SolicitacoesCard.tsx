import { useState } from 'react';
import { Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JURIDICO_DOCUMENTO_LABEL, type TProcesso } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { useProcessoSalvo } from '../../juridico.queries';
import { SolicitacaoResumo } from '../SolicitacaoResumo';
import { SolicitacaoFormDialog } from './SolicitacaoFormDialog';

/**
 * The documents the case asks of the obra, each with what was sent; the legal staff ask for more, and who may send
 * (the DP and safety people, the firm, the legal staff) sends here or on the page of that kind of document.
 */
export function SolicitacoesCard({ processo }: { processo: TProcesso }) {
  const { t } = useTranslation('juridico');
  const [nova, setNova] = useState(false);
  const salvo = useProcessoSalvo();
  return (
    <SectionCard
      id="processo-solicitacoes"
      title={t('solicitacoes.titulo')}
      aside={
        processo.acoes.editar && (
          <Button startIcon={<PostAddIcon />} onClick={() => setNova(true)}>
            {t('solicitacoes.nova')}
          </Button>
        )
      }
    >
      {processo.solicitacoes.length === 0 ? (
        <Typography color="text.secondary">{t('solicitacoes.nenhuma')}</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={2}
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('solicitacoes.titulo')}
        >
          {processo.solicitacoes.map((s) => (
            <Box component="li" key={s.id}>
              <SolicitacaoResumo<TProcesso>
                solicitacao={s}
                podeEnviar={processo.acoes.enviar}
                onEnviado={(atualizado) => void salvo(atualizado)}
              />
              {processo.acoes.enviar && (
                <Link
                  component={RouterLink}
                  to={`/juridico/enviarDocumentos/${s.tipoDocumento}`}
                  variant="body2"
                  sx={{ display: 'inline-block', mt: 1 }}
                >
                  {t('solicitacoes.todasDoTipo', { tipo: JURIDICO_DOCUMENTO_LABEL[s.tipoDocumento] })}
                </Link>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {nova && <SolicitacaoFormDialog processo={processo} onClose={() => setNova(false)} />}
    </SectionCard>
  );
}
