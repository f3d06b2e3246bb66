import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import TranslateIcon from '../icons/Translate';
import { changeLanguage, LANGUAGE_NAMES, useLanguage, useT, type Language } from '../../i18n';
import { layoutMessages } from '../../i18n/namespaces/layout';
import { useToast } from '../Toasts';

const loadChoices = () => import(/* webpackChunkName: "language-menu" */ './LanguageChoices');
const LanguageChoices = lazy(loadChoices);

/**
 * The language switch of the header (SPEC §12.6). Its name says what it is in the language
 * now spoken ("Language: English", "Sprache: Deutsch"). The menu's code is fetched when the
 * button is first pointed at, focused or pressed (as the navigation drawer's is). A catalogue
 * that cannot be downloaded leaves the language as it was and says so.
 */
export function LanguageMenu() {
  const t = useT(layoutMessages);
  const language = useLanguage();
  const showToast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing plays the menu's exit transition.
  const [mounted, setMounted] = useState(false);
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
        onPointerEnter={() => void loadChoices()}
        onFocus={() => void loadChoices()}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setMounted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <TranslateIcon />
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <LanguageChoices
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            current={language}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
