import { Button, Group, TextInput } from '@mantine/core';
import { dateBoundIssue, isRealDate, LIMITS } from '@portal/domain';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The chart window typed as dates (`YYYY-MM-DD`, whatever the browser's locale), applied together with one button:
 * each change of the window is one new address (and one new answer), not one per field. A date the API would refuse
 * (not a calendar day, an end before the start) is said under its field and never sent. Re-mount it with a `key`
 * of the window to show a change made elsewhere (a zoom button).
 */
export function WindowRangeForm({
  from,
  to,
  onApply,
}: {
  from: string | null;
  to: string | null;
  onApply: (window: { from: string | null; to: string | null }) => void;
}) {
  const { t } = useTranslation('comparison');
  const { t: ta } = useTranslation('analysis');
  const [start, setStart] = useState(from ?? '');
  const [end, setEnd] = useState(to ?? '');
  const startText = start.trim();
  const endText = end.trim();
  const startError = startText !== '' && !isRealDate(startText) ? t('controls.invalidDate') : undefined;
  let endError = endText !== '' && !isRealDate(endText) ? t('controls.invalidDate') : undefined;
  const order =
    startError === undefined && endError === undefined && startText !== '' && endText !== ''
      ? dateBoundIssue(endText, startText, 'after', LIMITS.periodMinDaysApart)
      : null;
  if (order)
    endError =
      order.minDaysApart === 0
        ? ta('toolbar.dateBound.onOrAfter', { date: order.bound })
        : ta('toolbar.dateBound.daysAfter', { count: order.minDaysApart, date: order.bound });
  const unchanged = startText === (from ?? '') && endText === (to ?? '');
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (startError !== undefined || endError !== undefined || unchanged) return;
    onApply({ from: startText === '' ? null : startText, to: endText === '' ? null : endText });
  };
  return (
    <form onSubmit={submit} aria-label={t('controls.customWindow')}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          w={120}
          label={ta('toolbar.periodStart')}
          placeholder={t('controls.datePlaceholder')}
          inputMode="numeric"
          maxLength={10}
          value={start}
          error={startError}
          onChange={(e) => {
            setStart(e.currentTarget.value);
          }}
        />
        <TextInput
          size="xs"
          w={120}
          label={ta('toolbar.periodEnd')}
          placeholder={t('controls.datePlaceholder')}
          inputMode="numeric"
          maxLength={10}
          value={end}
          error={endError}
          onChange={(e) => {
            setEnd(e.currentTarget.value);
          }}
        />
        <Button type="submit" size="xs" variant="default" mt={22} disabled={unchanged}>
          {t('controls.apply')}
        </Button>
      </Group>
    </form>
  );
}
