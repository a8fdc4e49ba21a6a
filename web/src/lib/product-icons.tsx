import {
  IconAward,
  IconBolt,
  IconBriefcase,
  IconBuildingBank,
  IconBulb,
  IconCalendarEvent,
  IconChartLine,
  IconChartPie,
  IconCircleDot,
  IconClock,
  IconCoin,
  IconCpu,
  IconCurrencyDollar,
  IconCurrencyEuro,
  IconCurrencyFrank,
  IconFlag,
  IconHeartHandshake,
  IconLeaf,
  IconLock,
  IconMountain,
  IconRocket,
  IconScale,
  IconShieldCheck,
  IconStar,
  IconTarget,
  IconTrendingUp,
  IconTrophy,
  IconUmbrella,
  IconUsers,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { PRODUCT_ICON_NAMES, type ProductIconName } from '@portal/domain';

/**
 * The icons editors choose from for a product, its key characteristics and its timeline (stored by name, e.g.
 * `"world"`, the Tabler icon names). A closed list: every stored name renders, and the bundle carries only these.
 * An unknown stored name (an older catalogue) shows a neutral dot rather than nothing.
 */
export const PRODUCT_ICONS = {
  world: IconWorld,
  'chart-line': IconChartLine,
  'chart-pie': IconChartPie,
  'trending-up': IconTrendingUp,
  'building-bank': IconBuildingBank,
  coin: IconCoin,
  'currency-frank': IconCurrencyFrank,
  'currency-euro': IconCurrencyEuro,
  'currency-dollar': IconCurrencyDollar,
  'shield-check': IconShieldCheck,
  umbrella: IconUmbrella,
  scale: IconScale,
  target: IconTarget,
  leaf: IconLeaf,
  mountain: IconMountain,
  rocket: IconRocket,
  trophy: IconTrophy,
  award: IconAward,
  star: IconStar,
  cpu: IconCpu,
  bulb: IconBulb,
  bolt: IconBolt,
  briefcase: IconBriefcase,
  users: IconUsers,
  'heart-handshake': IconHeartHandshake,
  clock: IconClock,
  'calendar-event': IconCalendarEvent,
  flag: IconFlag,
  lock: IconLock,
} as const satisfies Record<ProductIconName, Icon>;

export { PRODUCT_ICON_NAMES, type ProductIconName };

export function ProductIcon({ name, size = 24 }: { name: string | undefined; size?: number }) {
  const Component: Icon = (name !== undefined && PRODUCT_ICONS[name as ProductIconName]) || IconCircleDot;
  return <Component size={size} stroke={1.6} aria-hidden />;
}
