import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
  type GridValidRowModel,
} from '@mui/x-data-grid';

function RatingInput(props: GridFilterInputValueProps) {
  const {item, applyValue, focusElementRef} = props;
  const ratingRef = React.useRef<HTMLSpanElement>(null);

  // Lets the filter panel move the focus into the stars.
  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => ratingRef.current?.querySelector('input')?.focus(),
  }));

  return (
    <Box sx={{display: 'inline-flex', alignItems: 'center', height: 48, pl: 2}}>
      <Rating
        ref={ratingRef}
        name="rating-filter"
        value={Number(item.value) || 0}
        onChange={(_event, newValue) => applyValue({...item, value: newValue})}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<GridValidRowModel, number> = {
  label: 'At least',
  headerLabel: '≥',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null || filterItem.value === '') {
      return null;
    }
    return (value) => value != null && Number(value) >= Number(filterItem.value);
  },
  InputComponent: RatingInput,
  getValueAsString: (value) => `${value} stars`,
};

const rows = [
  {id: 1, film: 'Spirited Away', year: 2001, rating: 5},
  {id: 2, film: 'Paddington 2', year: 2017, rating: 4},
  {id: 3, film: 'The Room', year: 2003, rating: 1},
  {id: 4, film: 'Amélie', year: 2001, rating: 4},
  {id: 5, film: 'Cats', year: 2019, rating: 2},
  {id: 6, film: 'Parasite', year: 2019, rating: 5},
];

const columns: GridColDef[] = [
  {field: 'film', headerName: 'Film', flex: 1},
  {field: 'year', headerName: 'Year', width: 90, valueFormatter: (value?: number) => String(value ?? '')},
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 160,
    display: 'flex',
    filterOperators: [atLeastOperator],
    renderCell: (params) => <Rating readOnly size="small" value={params.value ?? 0} />,
  },
];

export default function FilterCustomizationRating() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{filter: {filterModel: {items: [{field: 'rating', operator: 'atLeast', value: 4}]}}}}
      />
    </Box>
  );
}
