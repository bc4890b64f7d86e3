import React, {useId, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {useThemeSettings} from '@site/src/settings/ThemeSettingsContext';
import DocsThemeProvider from '@site/src/settings/DocsThemeProvider';
import {PRIMARY_CHOICES, SECONDARY_CHOICES} from '@site/src/settings/settingsCookie';
import {MAX_SPACING, MIN_SPACING, type Direction} from '@site/src/settings/themeSettings';
import styles from './styles.module.css';

type ModeChoice = 'light' | 'system' | 'dark';

function Section({title, children}: {title: string; children: ReactNode}): ReactNode {
  // The title is translated, so the id comes from React rather than from the text.
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

const colorLabel = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

function SettingsDrawerPanel({open, onClose}: {open: boolean; onClose: () => void}): ReactNode {
  const {colorModeChoice, setColorMode} = useColorMode();
  const {settings, dispatch} = useThemeSettings();
  const mode: ModeChoice = colorModeChoice ?? 'system';

  return (
    <Drawer anchor={settings.direction === 'rtl' ? 'left' : 'right'} open={open} onClose={onClose}>
      <div className={styles.panel} role="dialog" aria-labelledby="settings-title" data-testid="settings-panel">
        <div className={styles.header}>
          <h2 id="settings-title" style={{margin: 0}}>
            {translate({id: 'settings.title', message: 'Settings'})}
          </h2>
          <IconButton onClick={onClose} aria-label={translate({id: 'settings.close', message: 'Close settings'})}>
            <span aria-hidden="true">×</span>
          </IconButton>
        </div>

        <Section title={translate({id: 'settings.mode', message: 'Mode'})}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={mode}
            aria-label={translate({id: 'settings.mode', message: 'Mode'})}
            onChange={(_event, value: ModeChoice | null) => value && setColorMode(value === 'system' ? null : value)}
          >
            <ToggleButton value="light">{translate({id: 'settings.mode.light', message: 'Light'})}</ToggleButton>
            <ToggleButton value="system">{translate({id: 'settings.mode.system', message: 'System'})}</ToggleButton>
            <ToggleButton value="dark">{translate({id: 'settings.mode.dark', message: 'Dark'})}</ToggleButton>
          </ToggleButtonGroup>
        </Section>

        <Section title={translate({id: 'settings.direction', message: 'Direction'})}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={settings.direction}
            aria-label={translate({id: 'settings.direction', message: 'Direction'})}
            onChange={(_event, value: Direction | null) =>
              value && dispatch({type: 'CHANGE', payload: {direction: value}})
            }
          >
            <ToggleButton value="ltr">
              {translate({id: 'settings.direction.ltr', message: 'Left to right'})}
            </ToggleButton>
            <ToggleButton value="rtl">
              {translate({id: 'settings.direction.rtl', message: 'Right to left'})}
            </ToggleButton>
          </ToggleButtonGroup>
        </Section>

        <Section title={translate({id: 'settings.density', message: 'Density'})}>
          <FormControlLabel
            control={
              <Switch
                checked={settings.dense}
                onChange={(event) => dispatch({type: 'SET_DENSE', payload: event.target.checked})}
              />
            }
            label={translate({id: 'settings.density.dense', message: 'Dense components in demos'})}
          />
          <div
            className={styles.row}
            role="group"
            aria-label={translate({id: 'settings.density.spacing', message: 'Spacing'})}
          >
            <span>{translate({id: 'settings.density.spacing', message: 'Spacing'})}</span>
            <IconButton
              aria-label={translate({id: 'settings.density.decrease', message: 'Decrease spacing'})}
              disabled={settings.spacing <= MIN_SPACING}
              onClick={() => dispatch({type: 'DECREASE_SPACING'})}
            >
              <span aria-hidden="true">−</span>
            </IconButton>
            <output aria-live="polite" data-testid="spacing-value">
              {settings.spacing}px
            </output>
            <IconButton
              aria-label={translate({id: 'settings.density.increase', message: 'Increase spacing'})}
              disabled={settings.spacing >= MAX_SPACING}
              onClick={() => dispatch({type: 'INCREASE_SPACING'})}
            >
              <span aria-hidden="true">+</span>
            </IconButton>
            <Button onClick={() => dispatch({type: 'RESET_DENSITY'})}>
              {translate({id: 'settings.density.reset', message: 'Reset density'})}
            </Button>
          </div>
        </Section>

        <Section title={translate({id: 'settings.colors', message: 'Colours'})}>
          <div className={styles.row}>
            <TextField
              select
              label={translate({id: 'settings.colors.primary', message: 'Primary'})}
              value={settings.paletteColors.primary ?? 'blue'}
              onChange={(event) =>
                dispatch({
                  type: 'CHANGE',
                  payload: {paletteColors: {...settings.paletteColors, primary: event.target.value}},
                })
              }
              sx={{minWidth: 130}}
            >
              {PRIMARY_CHOICES.map((name) => (
                <MenuItem key={name} value={name}>
                  {colorLabel(name)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate({id: 'settings.colors.secondary', message: 'Secondary'})}
              value={settings.paletteColors.secondary ?? 'purple'}
              onChange={(event) =>
                dispatch({
                  type: 'CHANGE',
                  payload: {paletteColors: {...settings.paletteColors, secondary: event.target.value}},
                })
              }
              sx={{minWidth: 130}}
            >
              {SECONDARY_CHOICES.map((name) => (
                <MenuItem key={name} value={name}>
                  {colorLabel(name)}
                </MenuItem>
              ))}
            </TextField>
          </div>
          <Button sx={{mt: 1}} onClick={() => dispatch({type: 'RESET_COLORS'})}>
            {translate({id: 'settings.colors.reset', message: 'Reset colours'})}
          </Button>
        </Section>
      </div>
    </Drawer>
  );
}

/** The drawer is an MUI island: it brings its own theme provider (Root has none). */
export default function SettingsPanel(props: {open: boolean; onClose: () => void}): ReactNode {
  return (
    <DocsThemeProvider>
      <SettingsDrawerPanel {...props} />
    </DocsThemeProvider>
  );
}
