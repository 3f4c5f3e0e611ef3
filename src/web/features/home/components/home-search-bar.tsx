import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocalizedNavigate } from '@/web/components/localized-link';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { StayFields } from '@/web/components/property/stay-fields';
import { EMPTY_STAY, searchHref, validateStayDates, type StayCriteria, type StayErrors } from '@/web/lib/stay-params';
import { useAuth } from '@/web/lib/use-auth';
import { useT } from '@/web/lib/i18n/use-t';
import { richText, slot } from '@/web/lib/i18n/rich-text';
import { JapaneseData } from '@/web/components/japanese-data';

/** おかえりなさい、{name}さん when signed in; a spinner while the sign-in is checked (docs/product/guest-screens.md). */
function Greeting() {
  const t = useT();
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner className="h-8 items-start [&_svg]:size-6" />;
  if (user) {
    return (
      <h2 className="truncate text-lg font-bold sm:text-xl">
        {richText(t('おかえりなさい、{name}さん', { name: slot(0) }), [<JapaneseData key="name">{user.fullName}</JapaneseData>])}
      </h2>
    );
  }
  return (
    <h2 className="text-lg font-bold sm:text-xl">
      {t('泊まりたい古民家を探す')}
    </h2>
  );
}

/** The home page's search bar: area, dates and guests; 検索 opens /search with them (docs/product/guest-screens.md). */
export function HomeSearchBar() {
  const t = useT();
  const navigate = useLocalizedNavigate();
  const [values, setValues] = useState<StayCriteria>(EMPTY_STAY);
  const [errors, setErrors] = useState<StayErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateStayDates(values);
    setErrors(found);
    if (found.checkIn || found.checkOut) return;
    void navigate(searchHref(values));
  };

  return (
    <div className="relative z-10 mx-auto -mt-12 w-full max-w-6xl px-4 sm:px-6">
      <div className="rounded-2xl border border-border bg-card p-4 shadow-lg sm:p-6">
        <div className="mb-4 flex min-h-8 items-center">
          <Greeting />
        </div>
        <form role="search" aria-label={t('古民家を検索')} noValidate onSubmit={onSubmit} className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
          <StayFields
            idPrefix="home"
            values={values}
            onChange={setValues}
            errors={errors}
            destinationClassName="col-span-2 lg:col-span-1"
            datesClassName="col-span-2"
            guestsClassName="col-span-2 sm:col-span-1"
          />
          <Button type="submit" size="lg" className="col-span-2 h-11 self-end sm:col-span-1">
            <Search aria-hidden="true" />
            {t('検索')}
          </Button>
        </form>
      </div>
    </div>
  );
}
