import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const SERVICES: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'backend',
    label: 'Backend',
    children: [
      {id: 'api', label: 'API'},
      {id: 'workers', label: 'Workers'},
      {id: 'database', label: 'Database'},
    ],
  },
  {id: 'frontend', label: 'Frontend', children: [{id: 'web', label: 'Web app'}]},
  {id: 'docs', label: 'Documentation'},
];

export default function RichSelectionModes() {
  const [multiSelect, setMultiSelect] = React.useState(true);
  const [checkboxSelection, setCheckboxSelection] = React.useState(true);
  const [disableSelection, setDisableSelection] = React.useState(false);

  return (
    <Box sx={{minHeight: 300, minWidth: 280}}>
      <Stack direction="row" sx={{flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={multiSelect} onChange={(event) => setMultiSelect(event.target.checked)} />}
          label="multiSelect"
        />
        <FormControlLabel
          control={
            <Switch checked={checkboxSelection} onChange={(event) => setCheckboxSelection(event.target.checked)} />
          }
          label="checkboxSelection"
        />
        <FormControlLabel
          control={
            <Switch checked={disableSelection} onChange={(event) => setDisableSelection(event.target.checked)} />
          }
          label="disableSelection"
        />
      </Stack>
      {/* The value type depends on multiSelect, so the tree restarts with an empty selection when it changes. */}
      <RichTreeView
        key={String(multiSelect)}
        aria-label="Services"
        items={SERVICES}
        multiSelect={multiSelect}
        checkboxSelection={checkboxSelection}
        disableSelection={disableSelection}
        defaultExpandedItems={['backend']}
      />
    </Box>
  );
}
