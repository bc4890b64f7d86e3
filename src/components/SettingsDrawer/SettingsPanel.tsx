import React, {useId, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {useTranslate} from '@site/src/i18n/useTranslate';
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
  const t = useTranslate();

  return (
    <Drawer anchor={settings.direction === 'rtl' ? 'left' : 'right'} open={open} onClose={onClose}>
      <div className={styles.panel} role="dialog" aria-labelledby="settings-title" data-testid="settings-panel">
        <div className={styles.header}>
          <h2 id="settings-title" style={{margin: 0}}>
            {t('settings.title', 'Settings')}
          </h2>
          <IconButton onClick={onClose} aria-label={t('settings.close', 'Close settings')}>
            <span aria-hidden="true">×</span>
          </IconButton>
        </div>

        <Section title={t('settings.mode', 'Mode')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={mode}
            aria-label={t('settings.mode', 'Mode')}
            onChange={(_event, value: ModeChoice | null) => value && setColorMode(value === 'system' ? null : value)}
          >
            <ToggleButton value="light">{t('settings.mode.light', 'Light')}</ToggleButton>
            <ToggleButton value="system">{t('settings.mode.system', 'System')}</ToggleButton>
            <ToggleButton value="dark">{t('settings.mode.dark', 'Dark')}</ToggleButton>
          </ToggleButtonGroup>
        </Section>

        <Section title={t('settings.direction', 'Direction')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={settings.direction}
            aria-label={t('settings.direction', 'Direction')}
            onChange={(_event, value: Direction | null) =>
              value && dispatch({type: 'CHANGE', payload: {direction: value}})
            }
          >
            <ToggleButton value="ltr">{t('settings.direction.ltr', 'Left to right')}</ToggleButton>
            <ToggleButton value="rtl">{t('settings.direction.rtl', 'Right to left')}</ToggleButton>
          </ToggleButtonGroup>
        </Section>

        <Section title={t('settings.density', 'Density')}>
          <FormControlLabel
            control={
              <Switch
                checked={settings.dense}
                onChange={(event) => dispatch({type: 'SET_DENSE', payload: event.target.checked})}
              />
            }
            label={t('settings.density.dense', 'Dense components in demos')}
          />
          <div className={styles.row} role="group" aria-label={t('settings.density.spacing', 'Spacing')}>
            <span>{t('settings.density.spacing', 'Spacing')}</span>
            <IconButton
              aria-label={t('settings.density.decrease', 'Decrease spacing')}
              disabled={settings.spacing <= MIN_SPACING}
              onClick={() => dispatch({type: 'DECREASE_SPACING'})}
            >
              <span aria-hidden="true">−</span>
            </IconButton>
            <output aria-live="polite" data-testid="spacing-value">
              {settings.spacing}px
            </output>
            <IconButton
              aria-label={t('settings.density.increase', 'Increase spacing')}
              disabled={settings.spacing >= MAX_SPACING}
              onClick={() => dispatch({type: 'INCREASE_SPACING'})}
            >
              <span aria-hidden="true">+</span>
            </IconButton>
            <Button onClick={() => dispatch({type: 'RESET_DENSITY'})}>
              {t('settings.density.reset', 'Reset density')}
            </Button>
          </div>
        </Section>

        <Section title={t('settings.colors', 'Colours')}>
          <div className={styles.row}>
            <TextField
              select
              label={t('settings.colors.primary', 'Primary')}
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
              label={t('settings.colors.secondary', 'Secondary')}
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
            {t('settings.colors.reset', 'Reset colours')}
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
