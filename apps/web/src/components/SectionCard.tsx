import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';

/**
 * One section of a long form or record page (an RDO, an order's daily log): a titled card, with room for a summary
 * or an action beside the title. `id` is the title's element id, which names the section for screen readers: unique
 * on the page.
 */
export function SectionCard({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
        >
          <Typography variant="h6" component="h2" id={id}>
            {title}
          </Typography>
          {aside && <Box>{aside}</Box>}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
