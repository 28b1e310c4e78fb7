import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TProjetoCategoria } from '@portal/domain';
import { PainelProjetos } from '../components/painel/PainelProjetos';
import { registroDe } from '../components/painel/registro-link';

/**
 * A CRE board (issue 15; SPEC §2 "Within a site" and "CRE"): an obra's (`:obra` in the path) or every obra's the
 * reader may read, of all categories (the Dashboard pages) or of one (the category pages), with its title and the
 * way to the register behind it.
 */
function PainelCre({ categoria }: { categoria?: TProjetoCategoria }) {
  const { t } = useTranslation('projetosPainel');
  const { obra } = useParams();
  return (
    <Box>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
            {t(categoria ? `titulos.${categoria}` : 'titulos.painel')}
          </Typography>
          <Typography color="text.secondary">{t(obra ? 'subtitulo.obra' : 'subtitulo.geral')}</Typography>
        </Box>
        <Button
          variant="outlined"
          component={RouterLink}
          to={registroDe({ escopo: 'cre', obraId: obra, categoria })}
        >
          {t('verRegistro')}
        </Button>
      </Stack>
      <PainelProjetos
        key={`${obra ?? 'geral'}-${categoria ?? 'todas'}`}
        obraId={obra}
        categoria={categoria}
      />
    </Box>
  );
}

/** /cre/Dashboard and /obras/:obra/cre/Dashboard */
export function CrePainelPage() {
  return <PainelCre />;
}

/** /cre/AsBuilt and /obras/:obra/cre/AsBuilt */
export function CreAsBuiltPage() {
  return <PainelCre categoria="AsBuilt" />;
}

/** /cre/Executivo and /obras/:obra/cre/Executivo */
export function CreExecutivoPage() {
  return <PainelCre categoria="Executivo" />;
}

/** /cre/Referencia and /obras/:obra/cre/Referencia (internal: readInterno) */
export function CreReferenciaPage() {
  return <PainelCre categoria="Referencia" />;
}
