import { mountStandalone } from '../../tools/dev-host/standalone';
import remote from './routes';

mountStandalone('mfe-coupons', remote);
