import Container from '@mui/material/Container';
import { Link as RouterLink, useParams } from 'react-router';
import { SharedPortfolioPage } from '../../../features/portfolio-share/components/shared-portfolio-page.tsx';
import { paths } from '../../paths.ts';

/** /shared/portfolio/:token — a portfolio someone shared, open to anyone with the link. */
export function SharedPortfolioRoute() {
  const { token = '' } = useParams();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <SharedPortfolioPage token={token} home={{ href: paths.home.href(), component: RouterLink }} />
    </Container>
  );
}
