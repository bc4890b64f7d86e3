import * as React from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import type {DataSourceCache} from '@mui/x-tree-view/utils';

type Team = {id: string; label: string; childrenCount: number};

const ORGANIZATION: Record<string, string[]> = {
  '': ['Engineering', 'Design', 'Sales'],
  Engineering: ['Platform', 'Mobile', 'Data'],
  Design: ['Product design', 'Brand'],
  Sales: ['Europe', 'Americas', 'Asia Pacific'],
};

const dataSource = {
  getTreeItems: (parentId?: string) =>
    new Promise<Team[]>((resolve) => {
      setTimeout(() => {
        const names = ORGANIZATION[parentId ?? ''] ?? [];
        resolve(names.map((name) => ({id: name, label: name, childrenCount: ORGANIZATION[name]?.length ?? 0})));
      }, 600);
    }),
  getChildrenCount: (team: Team) => team.childrenCount,
};

// A cache of our own: it keeps entries in sessionStorage, so they survive a reload of the page,
// and never marks them stale (returning -1 from get() would).
class SessionStorageCache implements DataSourceCache<Team> {
  constructor(private prefix: string) {}

  set(key: string, value: Team[]) {
    window.sessionStorage.setItem(this.prefix + key, JSON.stringify(value));
  }

  get(key: string) {
    const stored = window.sessionStorage.getItem(this.prefix + key);
    return stored ? (JSON.parse(stored) as Team[]) : undefined;
  }

  clear() {
    Object.keys(window.sessionStorage)
      .filter((key) => key.startsWith(this.prefix))
      .forEach((key) => window.sessionStorage.removeItem(key));
  }
}

export default function LazyLoadingCustomCache() {
  // sessionStorage is only touched in get() and set(), which the tree calls from effects, never on the server.
  const [cache] = React.useState(() => new SessionStorageCache('org-chart:'));
  const [treeKey, setTreeKey] = React.useState(0);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setTreeKey((key) => key + 1)}>
          Remount the tree
        </Button>
        <Button
          size="small"
          onClick={() => {
            cache.clear();
            setTreeKey((key) => key + 1);
          }}
        >
          Clear the cache and remount
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Open a few teams, then remount the tree and open them again: they appear at once, read from sessionStorage.
      </Typography>
      <Box sx={{minHeight: 260, minWidth: 260}}>
        <RichTreeViewPro
          key={treeKey}
          aria-label="Organization"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
        />
      </Box>
    </Stack>
  );
}
