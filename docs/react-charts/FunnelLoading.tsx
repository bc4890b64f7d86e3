import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {FunnelChart, type FunnelValueType} from '@mui/x-charts-pro';

const stages: FunnelValueType[] = [
  {label: 'Quotes requested', value: 530},
  {label: 'Quotes sent', value: 480},
  {label: 'Accepted', value: 190},
];

export default function FunnelLoading() {
  const [data, setData] = React.useState<FunnelValueType[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    // A pretend request: the data arrives after 1.5 s.
    const timer = setTimeout(() => {
      setData(stages);
      setLoading(false);
    }, 1500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          setData([]);
          setLoading(true);
        }}
      >
        Reload
      </Button>
      <FunnelChart height={260} loading={loading} series={[{data}]} sx={{width: '100%'}} />
    </Stack>
  );
}
