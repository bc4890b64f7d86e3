import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {useForkRef} from '@mui/material/utils';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, useSplitFieldProps, type DatePickerFieldProps} from '@mui/x-date-pickers';
import {useValidation, validateDate} from '@mui/x-date-pickers/validation';

// The days the clinic still has free appointments.
const OPEN_DAYS = [
  '2024-04-18',
  '2024-04-19',
  '2024-04-22',
  '2024-04-24',
  '2024-04-25',
  '2024-04-29',
  '2024-05-02',
].map((day) => dayjs(day));
const OPEN_DAY_KEYS = new Set(OPEN_DAYS.map((day) => day.format('YYYY-MM-DD')));
const isClosed = (day: Dayjs) => !OPEN_DAY_KEYS.has(day.format('YYYY-MM-DD'));

const AutocompleteField = React.forwardRef(function AutocompleteField(
  props: DatePickerFieldProps<Dayjs>,
  ref: React.Ref<HTMLDivElement>,
) {
  // internalProps: value, onChange, format, timezone and validation props; the rest is for rendering.
  const {internalProps, forwardedProps} = useSplitFieldProps(props, 'date');
  const {value = null, onChange, format, timezone} = internalProps;
  const {label, InputProps, className, sx} = forwardedProps;
  const {hasValidationError, getValidationErrorForNewValue} = useValidation({
    value,
    timezone,
    props: internalProps,
    validator: validateDate,
  });
  // The picker anchors its popover on InputProps.ref.
  const rootRef = useForkRef(ref, InputProps?.ref);

  return (
    <Autocomplete
      ref={rootRef}
      className={className}
      sx={[{minWidth: 280}, ...(Array.isArray(sx) ? sx : [sx])]}
      options={OPEN_DAYS}
      value={value}
      onChange={(_event, newValue) => onChange?.(newValue, {validationError: getValidationErrorForNewValue(newValue)})}
      getOptionLabel={(option) => option.format(format)}
      isOptionEqualToValue={(option, current) => option.isSame(current, 'day')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={hasValidationError}
          // The open button comes first: the end of the input belongs to the Autocomplete buttons.
          InputProps={{...params.InputProps, startAdornment: InputProps?.startAdornment}}
        />
      )}
    />
  );
});

export default function CustomFieldAutocomplete() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        format="ddd, MMM D"
        referenceDate={dayjs('2024-04-17')}
        shouldDisableDate={isClosed}
        slots={{field: AutocompleteField}}
        slotProps={{inputAdornment: {position: 'start'}}}
      />
    </LocalizationProvider>
  );
}
