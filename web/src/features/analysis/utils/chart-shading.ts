import type { LocalizedText } from '@portal/domain';
import { localized } from '../../../lib/localized';
import type { ChartShading } from '../types';

interface MarketEvent {
  name: LocalizedText;
  startDate: string;
  endDate: string | null;
}

/** What the time charts shade: a mode's market events in `lang`, and the legacy-data period up to `oldDataEndDate`. */
export function chartShading(
  events: readonly MarketEvent[],
  lang: string,
  oldDataEndDate: string | null,
): ChartShading {
  return {
    events: events.map((e, i) => ({
      id: `event-${i}`,
      label: localized(e.name, lang),
      startDate: e.startDate,
      endDate: e.endDate,
      kind: 'event',
    })),
    oldDataEndDate,
  };
}
