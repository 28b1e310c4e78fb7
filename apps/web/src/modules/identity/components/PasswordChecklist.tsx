import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from '@portal/domain';

/** The password policy, ticked live as the person types (SPEC §5). */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation('identidade');
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        {t('senha.requisitos')}
      </Typography>
      <List dense disablePadding aria-label={t('senha.requisitos')}>
        {PASSWORD_RULES.map((rule) => {
          const ok = rule.test(password);
          return (
            <ListItem key={rule.key} disableGutters sx={{ py: 0 }} data-ok={ok}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                {ok ? (
                  <CheckCircle fontSize="small" color="success" />
                ) : (
                  <RadioButtonUnchecked fontSize="small" color="disabled" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={rule.label}
                slotProps={{ primary: { variant: 'body2', color: ok ? 'text.primary' : 'text.secondary' } }}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
