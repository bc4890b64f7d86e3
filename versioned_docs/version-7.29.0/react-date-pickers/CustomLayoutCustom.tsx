import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  PickersLayoutContentWrapper,
  pickersLayoutClasses,
  StaticDatePicker,
  usePickerLayout,
  type DateView,
  type PickersLayoutProps,
} from '@mui/x-date-pickers';

function ActionsFirstLayout(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
  const {toolbar, tabs, content, actionBar, shortcuts} = usePickerLayout(props);
  return (
    <Box className={pickersLayoutClasses.root} sx={{display: 'flex', flexDirection: 'column'}}>
      {actionBar}
      {toolbar}
      <Box sx={{display: 'flex'}}>
        {shortcuts}
        <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper}>
          {tabs}
          {content}
        </PickersLayoutContentWrapper>
      </Box>
    </Box>
  );
}

export default function CustomLayoutCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2024-04-17')} slots={{layout: ActionsFirstLayout}} />
    </LocalizationProvider>
  );
}
