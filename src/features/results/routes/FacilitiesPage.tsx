import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { t } from '../../../i18n';
import { facilitySetting } from '../../facility';
import { criteriaToQuery, type SearchCriteria } from '../../search';
import { addDays, nightsBetween } from '../../../lib/dates';
import { PageSkeleton, SearchError, Skeleton } from '../Feedback';
import { useAddressSearch, useCatalogues } from '../hooks';
import { PageSearchBar } from '../PageSearchBar';
import { price } from '../Offer';
import { Photo } from '../Photo';
import type { BrandHotel } from '../schemas';
import { brandSearch } from '../store';
// The search bar ships its CSS apart (the embed puts it in a shadow root); in the full widget the page brings it.
import '../../search/searchbar.css';
import '../results.css';

function HotelCard({ hotel, criteria }: { hotel: BrandHotel; criteria: SearchCriteria }) {
  const titleId = `bw-hotel-${hotel.hotel_code}`;
  return (
    <article class="bw-card bw-hotel" aria-labelledby={titleId}>
      <Photo src={hotel.photo} alt={hotel.name} />
      <div class="bw-card__body">
        <h2 id={titleId} class="bw-card__title">
          {/* Another hotel: a full page load (the router must not take the click), so start-up reads that hotel's settings. */}
          <a class="bw-hotel__link" href={`/booking/result?${criteriaToQuery(criteria, hotel.hotel_code)}`} onClick={(event) => event.stopPropagation()}>
            {hotel.name}
          </a>
        </h2>
        {hotel.address && <p class="bw-card__text">{hotel.address}</p>}
        {hotel.lowest_price == null ? (
          <p class="bw-left">
            <Text id="results.facilities.no_rooms" />
          </p>
        ) : (
          <p class="bw-from">
            <Text id="results.from_price" fields={{ price: price(hotel.lowest_price, hotel.currency) }} />{' '}
            <span class="bw-price__note">
              <Text id="results.per_stay" />
            </span>
          </p>
        )}
      </div>
    </article>
  );
}

function BrandHotels({ brand }: { brand: string }) {
  const page = useAddressSearch('/facilities', brandSearch, brand);
  const { criteria } = page;
  const status = brandSearch.status.value;
  const data = brandSearch.data.value;
  const error = brandSearch.error.value;

  let body;
  if (status === 'error' && error) body = (
      <SearchError
        error={error}
        onRetry={() => void brandSearch.reload()}
        onSearchFrom={(checkin) => page.search({ ...criteria, checkin, checkout: addDays(checkin, Math.max(1, nightsBetween(criteria.checkin, criteria.checkout))) }, { resetForm: true })}
      />
    );
  else if (status !== 'loaded' || !data) body = <Skeleton />;
  else if (!data.hotels.length) {
    body = (
      <p class="bw-empty">
        <Text id="results.facilities.empty" />
      </p>
    );
  } else {
    body = (
      <ul class="bw-hotels">
        {data.hotels.map((hotel) => (
          <li key={hotel.hotel_code}>
            <HotelCard hotel={hotel} criteria={criteria} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div class="bw-results">
      <PageSearchBar page={page} />
      <h1 class="bw-results__title">
        <Text id="results.facilities.title" />
      </h1>
      <p class="bw-visually-hidden" role="status">
        {status === 'loading' && <Text id="results.loading" />}
      </p>
      <section class="bw-results__list" aria-busy={status === 'loading'} aria-label={t('results.facilities.title')}>
        {body}
      </section>
    </div>
  );
}

/** Only a brand has a list of facilities; anywhere else this address means the search results. */
function NotABrand() {
  const { url, route } = useLocation();
  useEffect(() => route(`/booking/result${url.includes('?') ? url.slice(url.indexOf('?')) : ''}`, true), []);
  return null;
}

/** /facilities: the search form, then the brand's hotels with their lowest price for the stay. */
export default function FacilitiesPage() {
  const catalogues = useCatalogues();
  const brand = facilitySetting.value?.brand_code;
  if (catalogues !== 'ready') return <PageSkeleton failed={catalogues === 'failed'} />;
  return brand ? <BrandHotels brand={brand} /> : <NotABrand />;
}
