import { Breadcrumbs, Link, Typography } from '@mui/material';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { linkDaPasta } from '../../use-pasta-url';

/**
 * The path to the open folder, from the top folder the person sees (each crumb opens that folder); `inicio` adds the
 * list of the folders they may enter, for one who does not see the library's root.
 */
export function PastaTrilha({
  trilha,
  inicio,
}: {
  trilha: { id: string; nome: string }[];
  inicio?: { label: string };
}) {
  const { t } = useTranslation('biblioteca');
  const ultima = trilha.length - 1;
  return (
    <Breadcrumbs
      aria-label={t('trilha.rotulo')}
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ '& ol': { flexWrap: 'wrap' } }}
    >
      {inicio && (
        <Link component={RouterLink} to={linkDaPasta()} underline="hover" color="inherit">
          {inicio.label}
        </Link>
      )}
      {trilha.map((p, i) =>
        i === ultima ? (
          <Typography key={p.id} color="text.primary" aria-current="page" sx={{ fontWeight: 500 }}>
            {p.nome}
          </Typography>
        ) : (
          <Link key={p.id} component={RouterLink} to={linkDaPasta(p.id)} underline="hover" color="inherit">
            {p.nome}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
