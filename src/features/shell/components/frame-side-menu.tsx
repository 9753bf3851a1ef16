import { useMemo } from 'react';
import { currentDeviceEnv, isAppShell } from '../../../lib/device';
import { useReportFrameSheet } from '../../../lib/frame-sheets.ts';
import { sideMenuItems, type SideMenuAudience } from '../side-menu-items.ts';
import SideMenu, { type SideMenuProps } from './side-menu.tsx';

export type FrameSideMenuProps = Omit<SideMenuProps, 'items'> & Omit<SideMenuAudience, 'installed'>;

/**
 * The frame's side menu with its entries for this visitor or member. The entry rules load with the
 * drawer's code, on the first press of the menu button, not with the first screen.
 */
export default function FrameSideMenu({
  loggedIn,
  memberType,
  modules,
  ...menu
}: FrameSideMenuProps) {
  const items = useMemo(() => {
    const device = currentDeviceEnv();
    return sideMenuItems({
      loggedIn,
      memberType,
      modules,
      installed: device.standalone || isAppShell(device.userAgent),
    });
  }, [loggedIn, memberType, modules]);
  // Issue 53: an announcement popup waits while the side menu is open.
  useReportFrameSheet('side-menu', menu.open);
  return <SideMenu items={items} {...menu} />;
}
