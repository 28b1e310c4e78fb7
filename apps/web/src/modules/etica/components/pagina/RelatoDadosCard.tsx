import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TRelato } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { ArquivosChips } from '../ArquivosChips';
import { Dado } from './Dado';

/** What the reporter wrote: what happened, where, when, who, their name and contact if given, and the files. */
export function RelatoDadosCard({ relato }: { relato: TRelato }) {
  const { t } = useTranslation('etica');
  const ou = (valor: string | null) => valor ?? t('pagina.naoInformado');
  return (
    <SectionCard id="relato-dados" title={t('pagina.relato')}>
      <Stack spacing={2}>
        <Dado rotulo={t('pagina.oQue')}>{relato.relato}</Dado>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
          <Dado rotulo={t('pagina.onde')}>{ou(relato.local)}</Dado>
          <Dado rotulo={t('pagina.quando')}>{ou(relato.quando)}</Dado>
          <Dado rotulo={t('pagina.envolvidos')}>{ou(relato.envolvidos)}</Dado>
        </Box>
        {relato.identificado ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Dado rotulo={t('pagina.nome')}>{ou(relato.nome)}</Dado>
            <Dado rotulo={t('pagina.contato')}>{ou(relato.contato)}</Dado>
          </Box>
        ) : (
          <Dado rotulo={t('pagina.identificacao')}>{t('pagina.anonimo')}</Dado>
        )}
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('pagina.arquivos')}
          </Typography>
          {relato.arquivos.length ? (
            <ArquivosChips arquivos={relato.arquivos} />
          ) : (
            <Typography>{t('pagina.semArquivos')}</Typography>
          )}
        </Box>
      </Stack>
    </SectionCard>
  );
}
