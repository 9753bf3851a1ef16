import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { GAME_CATEGORIES } from '../../../../../shared/game-categories.ts';
import {
  RECORD_STATUS_FILTERS,
  RECORD_TYPE_FILTERS,
  type RecordStatusFilter,
  type RecordTypeFilter,
} from '../../../../../shared/contract/cashier.ts';
import {
  PERIOD_PRESETS,
  rangeProblem,
  shiftDay,
  type PeriodPreset,
  type RecordFilter,
} from '../../../../../machines/cashier/record-filters.ts';
import type { RecordKind } from '../../../../../machines/cashier/record-list.machine.ts';
import { categoryName } from '../../../../lib/category-routes';
import { Field } from '../../../../ui';
import {
  PERIOD_LABELS,
  RANGE_PROBLEMS,
  STATUS_FILTER_LABELS,
  TYPE_FILTER_LABELS,
} from '../record-labels';
import styles from './records.module.css';

/** A labelled native select: the phone's own picker, accessible and at home at 320 px. */
function Select<V extends string>(props: {
  label: ReactNode;
  value: V;
  options: readonly V[];
  text: (value: V) => string;
  onChange: (value: V) => void;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <div className={`${styles.select} ${props.wide ? styles.wide : ''}`}>
      <label className={styles.label} htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as V)}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.text(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface RecordFiltersBarProps {
  kind: RecordKind;
  filter: RecordFilter;
  /** Today's Bangladesh day: a custom range ends at most here. */
  today: string;
  onChange: (filter: RecordFilter) => void;
}

/**
 * The records' filters (requirements C5.2, C6.2). A choice applies at once; a custom range is
 * picked with the date input of the registration's birthday field and applies once both days are
 * there and in order, and a problem is said beside the field without losing what was picked.
 */
export function RecordFiltersBar({ kind, filter, today, onChange }: RecordFiltersBarProps) {
  const { t, i18n } = useLingui();
  // The range being picked: kept while it has a problem, so nothing the player chose is lost.
  const [range, setRange] = useState(() =>
    filter.period.preset === 'custom'
      ? { from: filter.period.from, to: filter.period.to }
      : { from: shiftDay(today, -6), to: today },
  );
  const [custom, setCustom] = useState(filter.period.preset === 'custom');
  const problem = custom ? rangeProblem(range.from, range.to, today) : null;

  const choosePreset = (preset: PeriodPreset) => {
    if (preset === 'custom') {
      setCustom(true);
      if (rangeProblem(range.from, range.to, today) === null)
        onChange({ ...filter, period: { preset, ...range } });
      return;
    }
    setCustom(false);
    onChange({ ...filter, period: { preset, from: '', to: '' } });
  };
  const pickDay = (which: 'from' | 'to', day: string) => {
    const next = { ...range, [which]: day };
    setRange(next);
    if (rangeProblem(next.from, next.to, today) === null)
      onChange({ ...filter, period: { preset: 'custom', ...next } });
  };

  return (
    <fieldset className={styles.filters}>
      <legend className={styles.hiddenLegend}>{t`Filters`}</legend>
      {kind === 'transactions' ? (
        <>
          <Select<RecordTypeFilter>
            label={t`Type`}
            value={filter.type}
            options={RECORD_TYPE_FILTERS}
            text={(value) => i18n._(TYPE_FILTER_LABELS[value])}
            onChange={(type) => onChange({ ...filter, type })}
          />
          <Select<RecordStatusFilter>
            label={t`Status`}
            value={filter.status}
            options={RECORD_STATUS_FILTERS}
            text={(value) => i18n._(STATUS_FILTER_LABELS[value])}
            onChange={(status) => onChange({ ...filter, status })}
          />
        </>
      ) : (
        <Select<string>
          label={t`Game category`}
          value={filter.category}
          options={['all', ...GAME_CATEGORIES]}
          text={(value) => (value === 'all' ? t`All games` : categoryName((d) => i18n._(d), value))}
          onChange={(category) => onChange({ ...filter, category })}
        />
      )}
      <Select<PeriodPreset>
        label={t`Date`}
        value={custom ? 'custom' : filter.period.preset}
        options={PERIOD_PRESETS}
        text={(value) => i18n._(PERIOD_LABELS[value])}
        onChange={choosePreset}
        wide={kind === 'transactions'}
      />
      {custom && (
        <>
          <Field
            label={t`From`}
            type="date"
            min="1900-01-01"
            max={today}
            value={range.from}
            error={
              problem === 'range.missing' && range.from === ''
                ? i18n._(RANGE_PROBLEMS[problem])
                : undefined
            }
            onChange={(event) => pickDay('from', event.target.value)}
          />
          <Field
            label={t`To`}
            type="date"
            min="1900-01-01"
            max={today}
            value={range.to}
            error={
              problem !== null && !(problem === 'range.missing' && range.from === '')
                ? i18n._(RANGE_PROBLEMS[problem])
                : undefined
            }
            onChange={(event) => pickDay('to', event.target.value)}
          />
        </>
      )}
    </fieldset>
  );
}
