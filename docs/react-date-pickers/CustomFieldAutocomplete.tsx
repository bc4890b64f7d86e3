import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {useForkRef} from '@mui/material/utils';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  CalendarIcon,
  DatePicker,
  LocalizationProvider,
  usePickerContext,
  useSplitFieldProps,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers';
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

function AutocompleteField(props: DatePickerFieldProps) {
  // internalProps: the validation props; forwardedProps: the rest (id...).
  const {internalProps, forwardedProps} = useSplitFieldProps(props, 'date');
  const picker = usePickerContext();
  const {hasValidationError, getValidationErrorForNewValue} = useValidation({
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
    validator: validateDate,
  });
  const rootRef = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Autocomplete
      ref={rootRef}
      id={forwardedProps.id}
      className={picker.rootClassName}
      sx={{minWidth: 280}}
      options={OPEN_DAYS}
      value={picker.value}
      onChange={(_event, newValue) =>
        picker.setValue(newValue, {validationError: getValidationErrorForNewValue(newValue)})
      }
      getOptionLabel={(option) => option.format(picker.fieldFormat)}
      isOptionEqualToValue={(option, current) => option.isSame(current, 'day')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={picker.label}
          error={hasValidationError}
          slotProps={{
            input: {
              ...params.InputProps,
              // The open button comes first: the end of the input belongs to the Autocomplete buttons.
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton
                    aria-label="Open the calendar"
                    edge="start"
                    disabled={picker.triggerStatus === 'disabled'}
                    onClick={() => picker.setOpen((prev) => !prev)}
                  >
                    <CalendarIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default function CustomFieldAutocomplete() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        format="ddd, MMM D"
        referenceDate={dayjs('2024-04-17')}
        shouldDisableDate={isClosed}
        slots={{field: AutocompleteField}}
      />
    </LocalizationProvider>
  );
}
