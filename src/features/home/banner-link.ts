// Shared with the other screens' banners (src/ui/group-banners.tsx): its home is the api folder.
export { bannerTarget, type BannerTarget } from '../../api/endpoints/banner-link';
