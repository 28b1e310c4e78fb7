import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAcao } from '@portal/domain';

/** The occurrence an action belongs to, linking to its page ("Nº 12 · Trabalho em altura..."). */
export function AcaoOcorrenciaLink({ acao, noWrap = false }: { acao: TAcao; noWrap?: boolean }) {
  const { t } = useTranslation('sgi');
  return (
    <Link
      component={RouterLink}
      to={`/sgi/ocorrencias/${acao.ocorrencia.numero}`}
      variant="body2"
      noWrap={noWrap}
      sx={{ display: 'block', overflowWrap: 'anywhere' }}
    >
      {t('acoes.daOcorrencia', { numero: acao.ocorrencia.numero, titulo: acao.ocorrencia.titulo })}
    </Link>
  );
}
