import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DesktopDatePicker,
  LocalizationProvider,
  MobileDatePicker,
  pickersDayClasses,
  StaticDatePicker,
  type DateView,
  type PickersActionBarAction,
} from '@mui/x-date-pickers';
import type {PickerComponents} from '@mui/x-date-pickers/themeAugmentation';

// A theme override on top of the page theme: bolder day numbers in every picker below.
// PickerComponents lists the theme entries that the augmentation module adds for the pickers.
const dayOverride: PickerComponents<Theme> = {MuiPickersDay: {styleOverrides: {root: {fontWeight: 500}}}};
const withDayOverride = (outer: Theme): Theme => ({...outer, components: {...outer.components, ...dayOverride}});

const viewSets: Record<string, DateView[]> = {
  'Year, day': ['year', 'day'],
  'Year, month, day': ['year', 'month', 'day'],
  'Month, year': ['month', 'year'],
  Year: ['year'],
};

type Variant = 'static' | 'desktop' | 'mobile';

export default function PickerPlayground() {
  const [variant, setVariant] = React.useState<Variant>('static');
  const [orientation, setOrientation] = React.useState<'portrait' | 'landscape'>('portrait');
  const [wrapper, setWrapper] = React.useState<'mobile' | 'desktop'>('mobile');
  const [viewSet, setViewSet] = React.useState('Year, day');
  const [actions, setActions] = React.useState<PickersActionBarAction[]>(['cancel', 'accept']);
  const [flags, setFlags] = React.useState({
    weekNumbers: false,
    outsideDays: false,
    showToolbar: true,
    roundedSelection: true,
    disabled: false,
    readOnly: false,
  });

  const toggle = (name: keyof typeof flags) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFlags((prev) => ({...prev, [name]: event.target.checked}));

  const common = {
    defaultValue: dayjs('2024-04-17'),
    orientation,
    views: viewSets[viewSet],
    displayWeekNumber: flags.weekNumbers,
    showDaysOutsideCurrentMonth: flags.outsideDays,
    disabled: flags.disabled,
    readOnly: flags.readOnly,
    slotProps: {
      actionBar: {actions},
      toolbar: {hidden: !flags.showToolbar},
      day: {sx: flags.roundedSelection ? {[`&.${pickersDayClasses.selected}`]: {borderRadius: 2}} : {}},
    },
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <Paper variant="outlined" sx={{p: 2, width: {xs: '100%', md: 300}, flexShrink: 0}}>
          <Stack spacing={2}>
            <TextField
              select
              size="small"
              label="Component"
              value={variant}
              onChange={(event) => setVariant(event.target.value as Variant)}
            >
              <MenuItem value="static">StaticDatePicker</MenuItem>
              <MenuItem value="desktop">DesktopDatePicker</MenuItem>
              <MenuItem value="mobile">MobileDatePicker</MenuItem>
            </TextField>
            <TextField
              select
              size="small"
              label="views"
              value={viewSet}
              onChange={(event) => setViewSet(event.target.value)}
            >
              {Object.keys(viewSets).map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={orientation}
              onChange={(_event, next: 'portrait' | 'landscape' | null) => next && setOrientation(next)}
            >
              <ToggleButton value="portrait">Portrait</ToggleButton>
              <ToggleButton value="landscape">Landscape</ToggleButton>
            </ToggleButtonGroup>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={wrapper}
              disabled={variant !== 'static'}
              onChange={(_event, next: 'mobile' | 'desktop' | null) => next && setWrapper(next)}
            >
              <ToggleButton value="mobile">Mobile wrapper</ToggleButton>
              <ToggleButton value="desktop">Desktop wrapper</ToggleButton>
            </ToggleButtonGroup>
            <Stack spacing={0.5}>
              <Typography variant="caption">Action bar</Typography>
              <ToggleButtonGroup
                size="small"
                value={actions}
                onChange={(_event, next: PickersActionBarAction[]) => setActions(next)}
              >
                <ToggleButton value="clear">Clear</ToggleButton>
                <ToggleButton value="today">Today</ToggleButton>
                <ToggleButton value="cancel">Cancel</ToggleButton>
                <ToggleButton value="accept">OK</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
            <Stack>
              <FormControlLabel
                control={<Switch checked={flags.weekNumbers} onChange={toggle('weekNumbers')} />}
                label="Week numbers"
              />
              <FormControlLabel
                control={<Switch checked={flags.outsideDays} onChange={toggle('outsideDays')} />}
                label="Days outside the month"
              />
              <FormControlLabel
                control={<Switch checked={flags.showToolbar} onChange={toggle('showToolbar')} />}
                label="Toolbar"
              />
              <FormControlLabel
                control={<Switch checked={flags.roundedSelection} onChange={toggle('roundedSelection')} />}
                label="Square selected day"
              />
              <FormControlLabel
                control={<Switch checked={flags.disabled} onChange={toggle('disabled')} />}
                label="Disabled"
              />
              <FormControlLabel
                control={<Switch checked={flags.readOnly} onChange={toggle('readOnly')} />}
                label="Read-only"
              />
            </Stack>
          </Stack>
        </Paper>
        <ThemeProvider theme={withDayOverride}>
          {/* The key remounts the picker when the views change, so it opens on a valid view. */}
          {variant === 'static' && <StaticDatePicker key={viewSet} {...common} displayStaticWrapperAs={wrapper} />}
          {variant === 'desktop' && <DesktopDatePicker key={viewSet} label="Desktop" {...common} />}
          {variant === 'mobile' && <MobileDatePicker key={viewSet} label="Mobile" {...common} />}
        </ThemeProvider>
      </Stack>
    </LocalizationProvider>
  );
}
