import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function OpeningButtonExternal() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [open, setOpen] = React.useState(false);
  const [menuAnchor, setMenuAnchor] = React.useState<HTMLElement | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
        <DatePicker
          label="Due date"
          value={value}
          onChange={setValue}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
        />
        <Button variant="outlined" onClick={(event) => setMenuAnchor(event.currentTarget)}>
          Task actions
        </Button>
        <Menu anchorEl={menuAnchor} open={menuAnchor != null} onClose={() => setMenuAnchor(null)}>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              setOpen(true);
            }}
          >
            Change due date…
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              setValue(null);
            }}
          >
            Remove due date
          </MenuItem>
        </Menu>
      </Stack>
    </LocalizationProvider>
  );
}
