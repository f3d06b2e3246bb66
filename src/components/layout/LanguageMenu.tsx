import { useId, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import TranslateIcon from '../icons/Translate';
import { changeLanguage, LANGUAGE_NAMES, useLanguage, useT, type Language } from '../../i18n';
import { layoutMessages } from '../../i18n/namespaces/layout';
import { useToast } from '../Toasts';
import { usePopupCode } from '../../hooks/usePopupCode';

const loadChoices = () => import(/* webpackChunkName: "language-menu" */ './LanguageChoices');

/**
 * The language switch of the header (SPEC §12.6). Its name says what it is in the language
 * now spoken ("Language: English", "Sprache: Deutsch"). The menu's code is fetched when the
 * button is first pointed at, focused or pressed (as the navigation drawer's is); menu code or a
 * catalogue that cannot be downloaded leaves the page and the language as they were and says so.
 */
export function LanguageMenu() {
  const t = useT(layoutMessages);
  const language = useLanguage();
  const showToast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choices = usePopupCode(loadChoices, () => {
    setAnchor(null);
    showToast(t('language.menuFailed'), { variant: 'error' });
  });
  const LanguageChoices = choices.module?.default;
  const menuId = useId();
  const buttonId = useId();
  const label = t('language.button', { language: LANGUAGE_NAMES[language] });

  const choose = (chosen: Language) => {
    setAnchor(null);
    if (chosen === language) return;
    changeLanguage(chosen).catch(() => {
      showToast(t('language.failed'), { variant: 'error' });
    });
  };

  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={choices.prefetch}
        onFocus={choices.prefetch}
        onClick={(event: MouseEvent<HTMLElement>) => {
          choices.request();
          setAnchor(event.currentTarget);
        }}
      >
        <TranslateIcon />
      </IconButton>
      {LanguageChoices && (
        <LanguageChoices
          id={menuId}
          buttonId={buttonId}
          anchor={anchor}
          current={language}
          onChoose={choose}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
