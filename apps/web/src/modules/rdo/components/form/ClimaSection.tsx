import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PERIODOS } from '@portal/domain';
import { ClimaPeriodo } from './ClimaPeriodo';
import { SectionCard } from '../../../../components/SectionCard';

/** Weather per period (manhã, tarde, noite), side by side on a desk, one under the other on a phone. */
export function ClimaSection() {
  const { t } = useTranslation('rdoEdicao');
  return (
    <SectionCard id="rdo-secao-clima" title={t('clima.titulo')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {PERIODOS.map((periodo) => (
          <ClimaPeriodo key={periodo} periodo={periodo} />
        ))}
      </Box>
    </SectionCard>
  );
}
