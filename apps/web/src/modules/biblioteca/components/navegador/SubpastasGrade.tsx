import { Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import FolderIcon from '@mui/icons-material/Folder';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPastaResumo } from '@portal/domain';
import { linkDaPasta } from '../../use-pasta-url';

/** Folders as tiles that open them (links: a new tab opens the same folder); a lock marks lists of their own. */
export function SubpastasGrade({ pastas }: { pastas: TPastaResumo[] }) {
  const { t } = useTranslation('biblioteca');
  return (
    <Box
      component="ul"
      aria-label={t('pastas.rotulo')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        gap: 1,
      }}
    >
      {pastas.map((pasta) => (
        <Box component="li" key={pasta.id} sx={{ minWidth: 0 }}>
          <ButtonBase
            component={RouterLink}
            to={linkDaPasta(pasta.id)}
            sx={{
              width: '100%',
              justifyContent: 'flex-start',
              gap: 1.5,
              px: 1.5,
              py: 1.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <FolderIcon sx={{ color: 'primary.main' }} />
            <Typography noWrap sx={{ flex: 1, textAlign: 'left' }} title={pasta.nome}>
              {pasta.nome}
            </Typography>
            {pasta.acessoProprio && (
              <Tooltip title={t('pastas.listasProprias')}>
                <LockIcon fontSize="small" color="action" aria-label={t('pastas.listasProprias')} />
              </Tooltip>
            )}
          </ButtonBase>
        </Box>
      ))}
    </Box>
  );
}
