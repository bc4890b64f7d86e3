import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  StaticDatePicker,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers';

function ActionsFirstLayout(props: PickersLayoutProps<Dayjs | null>) {
  const {toolbar, tabs, content, actionBar, shortcuts, ownerState} = usePickerLayout(props);
  return (
    <PickersLayoutRoot
      ownerState={ownerState}
      className={pickersLayoutClasses.root}
      sx={{display: 'flex', flexDirection: 'column'}}
    >
      {actionBar}
      {toolbar}
      <Box sx={{display: 'flex'}}>
        {shortcuts}
        <PickersLayoutContentWrapper ownerState={ownerState} className={pickersLayoutClasses.contentWrapper}>
          {tabs}
          {content}
        </PickersLayoutContentWrapper>
      </Box>
    </PickersLayoutRoot>
  );
}

export default function CustomLayoutCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2024-04-17')} slots={{layout: ActionsFirstLayout}} />
    </LocalizationProvider>
  );
}
