// Stand-in for axios/lib/adapters/fetch.js in the site build (see axios-without-fetch.ts).
export const getFetch = () => false;
export default false;
