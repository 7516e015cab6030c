import { route, routes } from '../route.ts';
import { Health, SiteAddress } from '../schemas.ts';

export const healthRoutes = routes('system', [
  route('GET', '/health', 'public', {
    summary: 'Is the API up and its database reachable?',
    response: { 200: Health, 503: Health },
  }),
  route('GET', '/site', 'public', {
    summary: 'The address phones use: links, QR codes and slips are made with it',
    response: { 200: SiteAddress },
  }),
]);
