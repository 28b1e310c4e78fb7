import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TAssinatura } from '@portal/domain';

function Assinatura({ papel, assinatura }: { papel: string; assinatura: TAssinatura | null }) {
  const { t } = useTranslation('rdo');
  return (
    <Box sx={{ breakInside: 'avoid' }}>
      <Typography variant="subtitle2" gutterBottom>
        {papel}
      </Typography>
      {assinatura ? (
        <>
          <Box
            component="img"
            src={assinatura.imagem}
            alt={t('assinatura.imagemAlt', { nome: assinatura.nome })}
            sx={{
              display: 'block',
              height: 90,
              maxWidth: '100%',
              objectFit: 'contain',
              objectPosition: 'left',
            }}
          />
          <Box sx={{ borderTop: 1, borderColor: 'text.primary', pt: 0.5, maxWidth: 320 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {assinatura.nome}
            </Typography>
            {assinatura.cargo && <Typography variant="body2">{assinatura.cargo}</Typography>}
            <Typography variant="caption" color="text.secondary">
              {t('assinatura.assinadoEm', { quando: formatDateTime(assinatura.assinadoEm) })}
            </Typography>
          </Box>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('assinatura.pendente')}
        </Typography>
      )}
    </Box>
  );
}

/** The site's responsible engineer and the client's inspector, each with the drawn signature, name and time. */
export function RdoAssinaturasView({
  responsavel,
  cliente,
}: {
  responsavel: TAssinatura | null;
  cliente: TAssinatura | null;
}) {
  const { t } = useTranslation('rdo');
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Assinatura papel={t('assinatura.responsavel')} assinatura={responsavel} />
      <Assinatura papel={t('assinatura.cliente')} assinatura={cliente} />
    </Box>
  );
}
