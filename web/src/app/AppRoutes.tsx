import { useRoutes } from 'react-router';
import { siteRoutes } from './site-routes';

const ROUTES = siteRoutes();

export function AppRoutes() {
  return useRoutes(ROUTES);
}
