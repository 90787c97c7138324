import { REMOTE_HOT_UPDATE_EVENT } from '@ofertas/contracts/dev-override';
import { installHotRemount } from './hotRemount';

test('a hot update of an overridden remote makes it forget its modules, then remounts; others are ignored', () => {
  const steps: string[] = [];
  const stop = installHotRemount(['coupons'], (remote) => steps.push(`remount ${remote}`));
  const update = (remote: string) =>
    window.dispatchEvent(new CustomEvent(REMOTE_HOT_UPDATE_EVENT, { detail: { remote, forget: () => steps.push(`forget ${remote}`) } }));
  update('coupons');
  update('offers');
  window.dispatchEvent(new CustomEvent(REMOTE_HOT_UPDATE_EVENT));
  stop();
  update('coupons');
  expect(steps).toEqual(['forget coupons', 'remount coupons']);
});
