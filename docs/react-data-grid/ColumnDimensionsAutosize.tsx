import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', publisher: 'Ace Books', pages: 304},
  {id: 2, title: 'Beloved', author: 'Toni Morrison', publisher: 'Alfred A. Knopf', pages: 324},
  {id: 3, title: 'Ficciones', author: 'Jorge Luis Borges', publisher: 'Sur', pages: 174},
  {id: 4, title: 'Things Fall Apart', author: 'Chinua Achebe', publisher: 'William Heinemann Ltd.', pages: 209},
  {
    id: 5,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    publisher: 'Editorial Sudamericana',
    pages: 417,
  },
];

const columns: GridColDef[] = [
  {field: 'title', headerName: 'Title', width: 120},
  {field: 'author', headerName: 'Author', width: 120},
  {field: 'publisher', headerName: 'Publisher', width: 120},
  {field: 'pages', headerName: 'Pages', type: 'number', width: 80},
];

export default function ColumnDimensionsAutosize() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [expand, setExpand] = React.useState(false);

  const autosize = () => {
    apiRef.current?.autosizeColumns({includeHeaders, includeOutliers, expand});
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap', alignItems: 'center'}}>
        <Button variant="outlined" size="small" onClick={autosize}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={<Checkbox checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="includeHeaders"
        />
        <FormControlLabel
          control={
            <Checkbox checked={includeOutliers} onChange={(event) => setIncludeOutliers(event.target.checked)} />
          }
          label="includeOutliers"
        />
        <FormControlLabel
          control={<Checkbox checked={expand} onChange={(event) => setExpand(event.target.checked)} />}
          label="expand"
        />
      </Stack>
      <Box sx={{height: 330}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
